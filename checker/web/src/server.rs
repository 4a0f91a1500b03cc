//! The explorer's HTTP server (axum's router served by hyper's HTTP/1 connections on a
//! one-thread tokio runtime): one page, its script and style (embedded in the binary), and the
//! JSON the page renders. It binds 127.0.0.1 unless told otherwise, serves only these routes,
//! answers 413/414/431 to oversized requests, bounds slow and idle clients ([`Limits`]: a
//! header-read timeout, a cap on connections, a connection lifetime), never writes to disk,
//! and stops cleanly on Ctrl-C.

use axum::extract::{Query, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// Largest request body accepted, in bytes (the page sends none).
pub const MAX_BODY: u64 = 16 * 1024;
/// Longest request target accepted, in bytes.
pub const MAX_URI: usize = 4 * 1024;

/// What the page asks for: the data to render, given the query string.
pub trait Source: Send + Sync + 'static {
    /// The page's data for a query (`?path=0.2.1` when playing), or an error message.
    fn view(&self, query: &HashMap<String, String>) -> Result<serde_json::Value, String>;
}

async fn limits(req: Request, next: Next) -> Response {
    let too_long = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok())
        .is_some_and(|n| n > MAX_BODY);
    if too_long || req.headers().contains_key(header::TRANSFER_ENCODING) {
        return (StatusCode::PAYLOAD_TOO_LARGE, "request too large").into_response();
    }
    if req.uri().to_string().len() > MAX_URI {
        return (StatusCode::URI_TOO_LONG, "request target too long").into_response();
    }
    next.run(req).await
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}

async fn view(
    State(src): State<Arc<dyn Source>>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    match src.view(&q) {
        Ok(v) => Json(v).into_response(),
        Err(e) => (StatusCode::BAD_REQUEST, e).into_response(),
    }
}

/// The router: `/`, `/app.js`, `/style.css`, `/api/view`; anything else is 404.
pub fn router(src: Arc<dyn Source>) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", crate::assets::PAGE) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", crate::assets::SCRIPT) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", crate::assets::STYLE) }),
        )
        .route("/api/view", get(view))
        .fallback(|| async { (StatusCode::NOT_FOUND, "not found") })
        .layer(middleware::from_fn(limits))
        .with_state(src)
}

/// How much the server lets clients hold: every connection is bounded in time and count, so
/// slow or idle clients can't stall it (hyper's HTTP/1 settings and a semaphore of permits).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// A request's head (request line and headers) must arrive within this; it also bounds how
    /// long a kept-alive connection may sit idle before its next request.
    pub header_read_timeout: Duration,
    /// The most connections served at once; further clients wait in the listen queue.
    pub max_connections: usize,
    /// The longest a connection lives, whatever it does (a client that never reads).
    pub connection_lifetime: Duration,
}

/// The largest request head (request line and headers) accepted; past it, 431.
pub const MAX_HEADER: usize = 16 * 1024;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_read_timeout: Duration::from_secs(10),
            max_connections: 64,
            connection_lifetime: Duration::from_secs(120),
        }
    }
}

/// Binds `addr`, calls `ready` with the bound address (port 0: an ephemeral one), and serves
/// until Ctrl-C (or `stop` resolves), with the default [`Limits`].
pub fn serve(
    src: Arc<dyn Source>,
    addr: SocketAddr,
    ready: impl FnOnce(SocketAddr),
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    serve_with(src, addr, Limits::default(), ready, stop)
}

/// [`serve`] with the given [`Limits`].
pub fn serve_with(
    src: Arc<dyn Source>,
    addr: SocketAddr,
    limits: Limits,
    ready: impl FnOnce(SocketAddr),
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        ready(bound);
        let shutdown = async move {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = stop => {}
            }
        };
        accept(listener, router(src), limits, shutdown).await;
        Ok(())
    })
}

/// Accepts connections until `shutdown`, each served by hyper's HTTP/1 connection with the
/// header-read timeout and head size limit, under a permit of the connection semaphore, for at
/// most the connection lifetime.
async fn accept(
    listener: tokio::net::TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl std::future::Future<Output = ()>,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_header_size(MAX_HEADER)
        .max_buf_size(4 * MAX_HEADER);
    let permits = Arc::new(tokio::sync::Semaphore::new(limits.max_connections.max(1)));
    tokio::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            p = Arc::clone(&permits).acquire_owned() => p.expect("never closed"),
            () = &mut shutdown => return,
        };
        let stream = tokio::select! {
            r = listener.accept() => match r {
                Ok((stream, _)) => stream,
                // Out of file descriptors, or the client left: wait a little, go on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => return,
        };
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        let conn = http.serve_connection(TokioIo::new(stream), service);
        let lifetime = limits.connection_lifetime;
        tokio::spawn(async move {
            let _ = tokio::time::timeout(lifetime, conn).await;
            drop(permit);
        });
    }
}
