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
