//! The explorer's HTTP server (axum on a one-thread tokio runtime): one page, its script and
//! style (embedded in the binary), and the JSON the page renders. It binds 127.0.0.1 unless
//! told otherwise, serves only these routes, answers 413/414 to oversized requests, never
//! writes to disk, and stops cleanly on Ctrl-C.

use axum::extract::{Query, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

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

/// Binds `addr`, calls `ready` with the bound address (port 0: an ephemeral one), and serves
/// until Ctrl-C (or `stop` resolves).
pub fn serve(
    src: Arc<dyn Source>,
    addr: SocketAddr,
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
        axum::serve(listener, router(src))
            .with_graceful_shutdown(shutdown)
            .await
            .map_err(|e| format!("server: {e}"))
    })
}
