//! The explorer and the HTML report in a real browser: headless Chromium driven through
//! WebDriver (chromedriver). The test starts `triggerproof explore` on a counterexample of the
//! `ap-triggers-on-top` mutant, steps through it with the keyboard and checks what a person
//! sees: the stack order at the failing step, a journal line's citation and rule text, the
//! failing property's name. It saves screenshots under the target directory. The browser is
//! found, or installed when missing (Debian's `chromium` and `chromium-driver`, as root), by
//! `browser_harness`; where it can't be, the tests fail saying what to install (never a silent
//! skip). Every browser, driver and server a test starts is stopped when the test ends, passing
//! or failing, and two tests run the suite in a child process to check that nothing it started
//! outlives it.

#[allow(dead_code)]
mod browser_harness;
#[allow(dead_code)]
mod common;
use browser_harness::{command_line, marked, tools, Started};
use common::CEX;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The `triggerproof` binary.
fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_triggerproof"))
}

fn tmp(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn counterexample() -> PathBuf {
    let path = tmp("cex.json");
    let out = Command::new(bin())
        .args(CEX)
        .arg("--trace-out")
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// chromedriver on a free port, and a WebDriver session on headless Chromium; both (and every
/// process they start) end when this is dropped.
struct Browser {
    client: Client,
    /// Declared after the client, so dropped after it.
    _started: Started,
}

/// Set in a child run of the suite (`no_browser_outlives_a_failing_test`): `browser()` panics
/// once its session is open, as a failing test would.
const PANIC_WITH_BROWSER_OPEN: &str = "TRIGGERPROOF_BROWSER_TEST_PANIC";

async fn browser(width: u32, height: u32) -> Browser {
    let port = free_port();
    let started = Started::driver(port);
    let profile = tmp(&format!("profile-{port}"));
    let args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
    ];
    let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    args.push(format!("--window-size={width},{height}"));
    let caps = serde_json::json!({
        "browserName": "chrome",
        "goog:chromeOptions": {"args": args, "binary": tools().chromium},
    });
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    let client = loop {
        let made = ClientBuilder::new(connector.clone())
            .capabilities(caps.as_object().unwrap().clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await;
        match made {
            Ok(c) => break c,
            Err(e) if Instant::now() > deadline => panic!("no WebDriver session: {e}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    };
    assert!(
        std::env::var_os(PANIC_WITH_BROWSER_OPEN).is_none(),
        "{PANIC_WITH_BROWSER_OPEN}: a test failing with its browser open"
    );
    Browser {
        client,
        _started: started,
    }
}

/// The page re-renders its view after every step, so an element found a moment ago may be
/// gone ("stale") by the time its text is read: read again, a few times, before failing.
const READ_TRIES: usize = 20;

async fn text(c: &Client, css: &str) -> String {
    for _ in 1..READ_TRIES {
        let found = c.find(Locator::Css(css)).await;
        if let Ok(Ok(t)) = futures_text(found).await {
            return t;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .text()
        .await
        .unwrap()
}

async fn futures_text(
    found: Result<fantoccini::elements::Element, fantoccini::error::CmdError>,
) -> Result<Result<String, fantoccini::error::CmdError>, fantoccini::error::CmdError> {
    Ok(found?.text().await)
}

async fn texts(c: &Client, css: &str) -> Vec<String> {
    'again: for _ in 1..READ_TRIES {
        let mut out = Vec::new();
        for e in c.find_all(Locator::Css(css)).await.unwrap() {
            match e.text().await {
                Ok(t) => out.push(t),
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue 'again;
                }
            }
        }
        return out;
    }
    let mut out = Vec::new();
    for e in c.find_all(Locator::Css(css)).await.unwrap() {
        out.push(e.text().await.unwrap());
    }
    out
}

async fn press(c: &Client, key: Key) {
    let k: char = key.into();
    let keys = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value: k })
        .then(KeyAction::Up { value: k });
    c.perform_actions(keys).await.unwrap();
}

async fn save_screenshot(c: &Client, name: &str) {
    let png = c.screenshot().await.unwrap();
    assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
    std::fs::write(tmp(name), png).unwrap();
}

/// A running `triggerproof explore`; killed when dropped, so a failing test leaves no server
/// behind.
struct Server(Option<Child>);

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut c) = self.0.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// `triggerproof explore FILE`, and the URL it prints.
fn explore(trace: &Path) -> (Server, String) {
    let child = Command::new(bin())
        .arg("explore")
        .arg(trace)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut server = Server(Some(child));
    let mut line = String::new();
    BufReader::new(server.0.as_mut().unwrap().stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no URL in `{line}`"))
        .to_string();
    (server, url)
}

/// Ctrl-C: the server stops by itself, with exit status 0.
fn interrupt(mut server: Server) {
    let mut child = server.0.take().expect("a running server");
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap()
        .success());
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(
                status.success(),
                "explore exits cleanly on Ctrl-C: {status}"
            );
            return;
        }
        assert!(Instant::now() < deadline, "explore did not stop on Ctrl-C");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test(flavor = "current_thread")]
async fn explore_a_counterexample_in_chromium() {
    let trace = counterexample();
    let (server, url) = explore(&trace);
    let b = browser(1280, 800).await;
    let c = &b.client;
    c.goto(&url).await.unwrap();
    c.wait()
        .for_element(Locator::Css("#step-title"))
        .await
        .unwrap();
    // It opens on the failing step; Home goes to the start, then step forward with the keys.
    press(c, Key::Home).await;
    assert_eq!(text(c, "#step-title").await, "Start of play");
    press(c, Key::Right).await;
    assert_eq!(
        text(c, "#step-title").await,
        "Step 1: P1 casts Planar Cleansing #1 (P1)"
    );
    assert!(texts(c, "#stack li").await[0].starts_with("Planar Cleansing #3 (P1)"));
    press(c, Key::Right).await;
    press(c, Key::Right).await;
    assert_eq!(text(c, "#step-title").await, "Step 3: P2 passes priority");
    // The stack at the failing step, bottom to top: the mutant put P1's (active) trigger on top.
    let stack = texts(c, "#stack li").await;
    assert_eq!(
        stack,
        [
            "Doomed Scholar #2's ability (T1), controlled by P2",
            "Blood Artifact #0's ability (T0), controlled by P1"
        ]
    );
    let banner = text(c, "#property").await;
    assert!(
        banner.contains("VIOLATED: apnap-two-part-order"),
        "{banner}"
    );
    // A journal line's citation, and the rule's text on click.
    let lines = c.find_all(Locator::Css(".journal-line")).await.unwrap();
    let mut clicked = false;
    for line in lines {
        if line
            .text()
            .await
            .unwrap()
            .contains("P1 puts Blood Artifact #0's ability (T0) on the stack")
        {
            let cite = line.find(Locator::Css(".cite")).await.unwrap();
            assert_eq!(cite.text().await.unwrap(), "CR 603.3b (mtg-2024-11-08)");
            cite.click().await.unwrap();
            clicked = true;
        }
    }
    assert!(clicked, "the placement line is in the journal");
    let rule = text(c, "#rule-text").await;
    assert!(
        rule.contains("603.3b") && rule.contains("two-part process"),
        "{rule}"
    );
    save_screenshot(c, "explore-1280x800.png").await;
    // Back one step: not the failing step any more.
    press(c, Key::Left).await;
    assert_eq!(text(c, "#step-title").await, "Step 2: P1 passes priority");
    assert!(c.find(Locator::Css("#property")).await.is_err());
    // Phone width: nothing wider than the screen.
    c.set_window_size(390, 844).await.unwrap();
    press(c, Key::End).await;
    let wide: bool = c
        .execute(
            "return document.documentElement.scrollWidth > window.innerWidth + 1;",
            vec![],
        )
        .await
        .unwrap()
        .as_bool()
        .unwrap();
    assert!(!wide, "the page fits a phone's width");
    save_screenshot(c, "explore-phone.png").await;
    interrupt(server);
}

#[tokio::test(flavor = "current_thread")]
async fn the_html_report_renders_from_a_file() {
    let path = tmp("report.html");
    let out = Command::new(bin())
        .args(CEX)
        .args(["--format", "html"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    std::fs::write(&path, &out.stdout).unwrap();
    let html = String::from_utf8(out.stdout).unwrap();
    assert!(
        !html.contains("src=\"http") && !html.contains("href=\"http"),
        "no network"
    );
    let b = browser(1280, 800).await;
    let c = &b.client;
    c.goto(&format!("file://{}", path.display())).await.unwrap();
    c.wait()
        .for_element(Locator::Css("#verdicts"))
        .await
        .unwrap();
    let rows = texts(c, "#verdicts tbody tr").await;
    assert!(
        rows.iter()
            .any(|r| r.starts_with("violated apnap-two-part-order")),
        "{rows:?}"
    );
    assert!(
        rows.iter()
            .any(|r| r.starts_with("witnessed several-players-have-waiting-triggers")),
        "{rows:?}"
    );
    // The trace of the violated property, with the same step view.
    assert_eq!(text(c, "#step-title").await, "Step 3: P2 passes priority");
    assert_eq!(texts(c, "#stack li").await.len(), 2);
    save_screenshot(c, "report-1280x800.png").await;
}

#[tokio::test(flavor = "current_thread")]
async fn play_a_scenario_by_hand_in_chromium() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let scenario = root.join("scenarios/judge/01-artifact-sees-creatures-die.toml");
    let (server, url) = explore(&scenario);
    let b = browser(1280, 800).await;
    let c = &b.client;
    c.goto(&url).await.unwrap();
    c.wait().for_element(Locator::Css("#play")).await.unwrap();
    assert_eq!(text(c, "#step-title").await, "Start of play");
    // Click a legal choice: the engine applies it and the spell is on the stack.
    let cast = c
        .find(Locator::XPath(
            "//div[@id='play']/button[contains(., 'casts Planar Cleansing')]",
        ))
        .await
        .unwrap();
    cast.click().await.unwrap();
    c.wait()
        .for_element(Locator::Css("#step-title"))
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while text(c, "#step-title").await != "Step 1: P1 casts Planar Cleansing #2 (P1)" {
        assert!(Instant::now() < deadline, "the choice was not applied");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(texts(c, "#stack li").await[0].starts_with("Planar Cleansing"));
    // "Show shortest path" to the first expectation's witness: three steps from the start.
    let show = c
        .find(Locator::XPath(
            "//div[@id='play']//li[contains(., 'line 23')]/button",
        ))
        .await
        .unwrap();
    show.click().await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while texts(c, "nav#timeline li").await.len() != 4 {
        assert!(Instant::now() < deadline, "the path was not shown");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    save_screenshot(c, "play-1280x800.png").await;
    interrupt(server);
}

/// Marks every process of a child run of this suite (it is inherited).
const SUITE_MARK: &str = "TRIGGERPROOF_BROWSER_SUITE";

/// Runs this test binary again with `args` (never the `outlives` tests themselves) and `env`,
/// every process it starts marked; once it has ended, none of them may be left (any left is
/// killed, then reported). Returns the child's exit status and output.
fn run_suite_marked(args: &[&str], env: &[(&str, &str)]) -> (std::process::ExitStatus, String) {
    let mark = format!("{}-{}", std::process::id(), args.join("-"));
    let out = Command::new(std::env::current_exe().unwrap())
        .args(args)
        .args(["--skip", "outlives", "--test-threads=1"])
        .envs(env.iter().copied())
        .env(SUITE_MARK, &mark)
        .output()
        .unwrap();
    let left = marked(SUITE_MARK, &mark);
    let described: Vec<String> = left
        .iter()
        .map(|p| format!("{p}: {}", command_line(*p)))
        .collect();
    for pid in &left {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        left.is_empty(),
        "processes started by the suite outlived it:\n{}\n{text}",
        described.join("\n")
    );
    (out.status, text)
}

#[test]
fn no_browser_or_driver_outlives_the_suite() {
    // A test harness sees no browser test here when its browser was not found: count them.
    let (status, text) = run_suite_marked(&[], &[]);
    assert!(status.success(), "{text}");
    assert!(text.contains("test result: ok. 3 passed"), "{text}");
}

#[test]
fn no_browser_or_driver_outlives_a_failing_test() {
    let (status, text) = run_suite_marked(
        &["the_html_report_renders_from_a_file", "--exact"],
        &[(PANIC_WITH_BROWSER_OPEN, "1")],
    );
    assert!(!status.success(), "{text}");
    assert!(
        text.contains("a test failing with its browser open"),
        "{text}"
    );
}
