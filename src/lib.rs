//! Bao: the rules engine (pure, no web dependencies), the AI and the browser app.

pub mod engine;
pub mod ai;
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod ui;
