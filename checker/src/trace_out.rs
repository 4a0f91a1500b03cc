//! Writing a trace file in the format asked for (`--trace-format json|itf`), atomically
//! over a regular file, directly into a device or FIFO (`output::write_output`).

/// Writes `t` to `path` as a native trace file or as ITF.
pub fn write(
    t: &crate::trace::TraceFile,
    path: &std::path::Path,
    format: crate::options::TraceFormat,
) -> Result<(), crate::options::UsageError> {
    let value = match format {
        crate::options::TraceFormat::Json => serde_json::to_value(t).expect("trace serializes"),
        crate::options::TraceFormat::Itf => crate::itf::to_itf(t, &path.display().to_string())
            .map_err(|e| crate::options::UsageError(format!("{}: {e}", path.display())))?,
    };
    let text = serde_json::to_string_pretty(&value).expect("json");
    crate::output::write_output(path, text.as_bytes()).map_err(crate::options::UsageError)
}
