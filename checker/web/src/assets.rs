//! The page, its script and its style, embedded in the binary (no CDN, no build step). The
//! HTML report inlines the same script and style.

/// The explorer's page.
pub const PAGE: &str = include_str!("../assets/index.html");
/// The page's script: renders the data of `/api/view` (or inlined data, in a report).
pub const SCRIPT: &str = include_str!("../assets/app.js");
/// The page's style.
pub const STYLE: &str = include_str!("../assets/style.css");
