//! The browser the browser tests drive, from finding it to stopping it: headless Chromium
//! through chromedriver. [`tools`] finds `chromium` and `chromedriver` on `PATH` or where
//! Debian's packages put them, and when they are missing and the tests run as root it installs
//! Debian's `chromium` and `chromium-driver` itself (`apt-get update` + `apt-get install`, one
//! installer at a time across processes through a lock file), so `cargo test` passes on a fresh
//! Debian machine with nothing installed by hand; otherwise the test fails with what to install
//! (never a silent skip). [`Started`] owns a chromedriver and every process it starts (each
//! marked with an environment variable, and in the driver's own process group) and ends them
//! all when dropped, on success as on a panic.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The environment variable that marks every process a [`Started`] driver begins: chromedriver
/// gets it, and Chromium and its helpers inherit it from there.
pub const MARK: &str = "TRIGGERPROOF_BROWSER_MARK";

/// The browser and its driver, by absolute path.
#[derive(Debug)]
pub struct Tools {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

/// Where Debian's `chromium` and `chromium-driver` packages put their commands.
const DEBIAN_CHROMIUM: &str = "/usr/bin/chromium";
const DEBIAN_CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The lock file installers take, shared by every test process on the machine.
const INSTALL_LOCK: &str = "triggerproof-browser-install.lock";

/// The browser and driver, found or installed once per test process (see the module doc).
pub fn tools() -> &'static Tools {
    static TOOLS: OnceLock<Tools> = OnceLock::new();
    TOOLS.get_or_init(|| {
        if let Some(t) = find() {
            return t;
        }
        install();
        find().unwrap_or_else(|| {
            panic!(
                "installed Debian's chromium and chromium-driver, but {DEBIAN_CHROMIUM} or \
                 {DEBIAN_CHROMEDRIVER} is still missing"
            )
        })
    })
}

/// `name` in a `PATH` directory, as an executable file.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// `chromium` (or `chromium-browser`) and `chromedriver` on `PATH`, else at Debian's paths.
fn find() -> Option<Tools> {
    let chromium = on_path("chromium")
        .or_else(|| on_path("chromium-browser"))
        .or_else(|| Some(PathBuf::from(DEBIAN_CHROMIUM)).filter(|p| is_executable(p)))?;
    let chromedriver = on_path("chromedriver")
        .or_else(|| Some(PathBuf::from(DEBIAN_CHROMEDRIVER)).filter(|p| is_executable(p)))?;
    Some(Tools {
        chromium,
        chromedriver,
    })
}

/// Installs Debian's `chromium` and `chromium-driver` as root; any other case fails the test
/// with what to install. One installer at a time: the first takes an exclusive lock on a file
/// in the temp directory and the others wait for it, then find what it installed.
fn install() {
    const WHAT: &str = "the browser tests need headless Chromium and chromedriver: `chromium` \
                        and `chromedriver` were not found on PATH nor at /usr/bin";
    // SAFETY: geteuid has no preconditions and cannot fail.
    let root = unsafe { libc::geteuid() } == 0;
    let apt = Path::new("/usr/bin/apt-get");
    if !root || !apt.exists() {
        panic!(
            "{WHAT}. Install Debian's packages (`sudo apt-get install chromium chromium-driver`) \
             or another distribution's Chromium and its chromedriver, then run the tests again; \
             run as root on Debian, the tests install them themselves"
        );
    }
    let lock_path = std::env::temp_dir().join(INSTALL_LOCK);
    let lock = std::fs::File::create(&lock_path)
        .unwrap_or_else(|e| panic!("{}: {e}", lock_path.display()));
    lock.lock()
        .unwrap_or_else(|e| panic!("locking {}: {e}", lock_path.display()));
    if find().is_some() {
        return; // another test process installed them while this one waited
    }
    eprintln!("browser tests: {WHAT}; installing Debian's chromium and chromium-driver (apt-get)");
    // Our own PATH for apt and dpkg's maintainer scripts, whatever the tests were given; wait for
    // another apt (a package manager run elsewhere) rather than fail.
    let apt_get = |args: &[&str]| {
        let out = Command::new(apt)
            .args(["-o", "DPkg::Lock::Timeout=600", "-q"])
            .args(args)
            .env(
                "PATH",
                "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            )
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("apt-get: {e}"));
        assert!(
            out.status.success(),
            "{WHAT}, and `apt-get {}` failed ({}):\n{}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    apt_get(&["update"]);
    apt_get(&["install", "-y", "chromium", "chromium-driver"]);
    drop(lock);
}

/// A running chromedriver, and through it Chromium: every process either starts is killed
/// when this is dropped.
pub struct Started {
    driver: Child,
    /// The value of [`MARK`] in this driver's processes.
    mark: String,
}

impl Started {
    /// chromedriver on `port`, in a process group of its own, marked.
    pub fn driver(port: u16) -> Started {
        use std::os::unix::process::CommandExt;
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let mark = format!(
            "{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let driver = Command::new(&tools().chromedriver)
            .arg(format!("--port={port}"))
            .env(MARK, &mark)
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        Started { driver, mark }
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        // The driver's process group (Chromium starts in it), then anything marked that left
        // the group, until none is left.
        let group = self.driver.id() as i32;
        // SAFETY: kill has no memory-safety preconditions; a stale group id fails with ESRCH.
        unsafe { libc::kill(-group, libc::SIGKILL) };
        let _ = self.driver.wait();
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let left = marked(MARK, &self.mark);
            if left.is_empty() {
                return;
            }
            for pid in &left {
                // SAFETY: as above.
                unsafe { libc::kill(*pid, libc::SIGKILL) };
            }
            if Instant::now() > deadline {
                // Not a panic: this may run while a test is already unwinding.
                eprintln!("browser tests: processes {left:?} survive SIGKILL");
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Live processes (not this one) whose environment has `key=value`. A process that ended and
/// was not yet reaped has an empty environment, so it is not listed.
pub fn marked(key: &str, value: &str) -> Vec<i32> {
    let wanted = format!("{key}={value}");
    let me = std::process::id() as i32;
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| *pid != me)
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|env| env.split(|b| *b == 0).any(|var| var == wanted.as_bytes()))
        })
        .collect()
}

/// A process's command line, for messages.
pub fn command_line(pid: i32) -> String {
    std::fs::read(format!("/proc/{pid}/cmdline"))
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .unwrap_or_default()
}
