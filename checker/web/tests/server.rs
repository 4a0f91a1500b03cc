//! The explorer's server over plain HTTP: its own routes only, oversized requests refused, the
//! page's data as JSON.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::{mpsc, Arc};
use triggerproof_web::server::{serve, Source, MAX_BODY, MAX_URI};

struct Fixed;

impl Source for Fixed {
    fn view(&self, q: &HashMap<String, String>) -> Result<serde_json::Value, String> {
        match q.get("path") {
            Some(p) if p == "bad" => Err("bad path".into()),
            _ => Ok(serde_json::json!({"mode": "test"})),
        }
    }
}

fn server() -> SocketAddr {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let addr = "127.0.0.1:0".parse().unwrap();
        serve(
            Arc::new(Fixed),
            addr,
            |a| tx.send(a).unwrap(),
            std::future::pending(),
        )
        .unwrap();
    });
    rx.recv().unwrap()
}

/// Sends a raw request; returns the status code and the body.
fn send(addr: SocketAddr, request: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let code = out.split_whitespace().nth(1).unwrap().parse().unwrap();
    let body = out
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (code, body)
}

fn get(addr: SocketAddr, target: &str) -> (u16, String) {
    send(
        addr,
        &format!("GET {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    )
}

#[test]
fn serves_its_page_assets_and_data() {
    let a = server();
    assert!(a.ip().is_loopback());
    let (code, body) = get(a, "/");
    assert_eq!(code, 200);
    assert!(body.contains("<div id=\"app\">") && body.contains("/app.js"));
    assert_eq!(get(a, "/app.js").0, 200);
    assert_eq!(get(a, "/style.css").0, 200);
    let (code, body) = get(a, "/api/view");
    assert_eq!((code, body.as_str()), (200, "{\"mode\":\"test\"}"));
    assert_eq!(get(a, "/api/view?path=bad"), (400, "bad path".to_string()));
}

#[test]
fn only_its_own_routes() {
    let a = server();
    for target in [
        "/etc/passwd",
        "/../Cargo.toml",
        "/assets/app.js",
        "/api",
        "/index.html",
    ] {
        assert_eq!(get(a, target).0, 404, "{target}");
    }
}

#[test]
fn oversized_requests_are_refused() {
    let a = server();
    let big = format!(
        "POST /api/view HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        MAX_BODY + 1
    );
    assert_eq!(send(a, &big).0, 413);
    let chunked = "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n";
    assert_eq!(send(a, chunked).0, 413);
    let long = format!("/api/view?path={}", "1.".repeat(MAX_URI));
    assert_eq!(get(a, &long).0, 414);
}

/// A server with short limits for the slow-client tests: 1 s to send a request head, at most
/// 4 connections at once.
fn strict_server() -> SocketAddr {
    use triggerproof_web::server::{serve_with, Limits};
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let limits = Limits {
            header_read_timeout: std::time::Duration::from_secs(1),
            max_connections: 4,
            connection_lifetime: std::time::Duration::from_secs(10),
        };
        let addr = "127.0.0.1:0".parse().unwrap();
        serve_with(
            Arc::new(Fixed),
            addr,
            limits,
            |a| tx.send(a).unwrap(),
            std::future::pending(),
        )
        .unwrap();
    });
    rx.recv().unwrap()
}

/// Slow-header (slowloris) clients are closed by the header-read timeout, and while 8 of them
/// (twice the connection cap) hold on, a real client is still answered once their time is up.
#[test]
fn slow_and_idle_clients_are_cut_and_can_not_lock_others_out() {
    use std::time::{Duration, Instant};
    let a = strict_server();
    let slow: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut s = TcpStream::connect(a).unwrap();
            s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
            s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
            s
        })
        .collect();
    let idle = TcpStream::connect(a).unwrap();
    let start = Instant::now();
    let (code, _) = get(a, "/api/view");
    assert_eq!(code, 200);
    assert!(
        start.elapsed() < Duration::from_secs(8),
        "{:?}",
        start.elapsed()
    );
    for mut s in slow.into_iter().take(4) {
        let mut buf = Vec::new();
        // The server closes the connection (maybe with a 408 first): read ends, not times out.
        let r = s.read_to_end(&mut buf);
        assert!(r.is_ok() || buf.is_empty(), "{r:?}");
        assert!(start.elapsed() < Duration::from_secs(9));
    }
    drop(idle);
}

/// A request head over 16 KiB is refused with 431 (the README's limit), not read whole.
#[test]
fn oversized_headers_are_refused() {
    let a = server();
    let big = "a".repeat(100 * 1024);
    let req = format!("GET / HTTP/1.1\r\nHost: x\r\nX-Big: {big}\r\nConnection: close\r\n\r\n");
    let mut s = TcpStream::connect(a).unwrap();
    let _ = s.write_all(req.as_bytes());
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    // 431, or (when the kernel resets the connection over the unread rest) nothing: never 200.
    assert!(
        out.is_empty() || out.starts_with("HTTP/1.1 431"),
        "{out:.80}"
    );
    let mut s = TcpStream::connect(a).unwrap();
    let head = format!(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
        "a".repeat(20 * 1024)
    );
    s.write_all(head.as_bytes()).unwrap();
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    assert!(out.starts_with("HTTP/1.1 431"), "{out:.80}");
    let small = format!("X-Ok: {}\r\n", "a".repeat(8 * 1024));
    let req = format!("GET / HTTP/1.1\r\nHost: x\r\n{small}Connection: close\r\n\r\n");
    assert_eq!(send(a, &req).0, 200);
}
