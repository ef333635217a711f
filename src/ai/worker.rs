//! The page's handle on the search worker (wasm32 only).
//!
//! A search runs synchronously inside a Web Worker (`src/bin/bao-worker.rs`), so the page stays
//! responsive; it streams its progress and can be stopped at once. Use:
//!
//! ```ignore
//! use bao::ai::protocol::{Reply, Request};
//! use bao::ai::worker::AiWorker;
//! use bao::ai::{Level, Verdict};
//!
//! // Spawn once (e.g. when the game component is created); replies arrive on the page's
//! // event loop, so the callback may send a message to a Yew component.
//! let mut ai = AiWorker::spawn(Rc::new(move |reply: Reply| link.send_message(Msg::Ai(reply))))?;
//! // Ask for a move: the computer's turn (a rated level or the top level) or a hint (the top level).
//! ai.search(&Request { position: pos.clone(), history, level: Level::Top, seed, nodes: None, millis: None,
//!                      lines: None, search_forced: false, until_cancelled: false })?;
//! // Analysis: the three best lines, a forced move searched too, until cancelled.
//! ai.search(&Request { lines: Some(3), search_forced: true, until_cancelled: true, ..request })?;
//! // While thinking: Reply::Progress { depth, best, score, nodes, verdict, lines }; at the end
//! // one Reply::Done { best: Some(mv), verdict: Some(Verdict::Eval(120)), lines, .. }. The
//! // moves are `Move`s already, read in the request's position (every score and verdict is
//! // from South's side; each `Line { mv, score, verdict, depth, pv }` is one root move and its
//! // line), or Reply::Error { message } (also for a reply that cannot be read). A search until
//! // cancelled sends Done only if it ends by itself (a proven result). A worker that cannot
//! // start (offline, not cached) or dies sends Reply::Lost { started } instead; the next
//! // request starts a fresh worker.
//! ai.cancel()?; // undo, new game, position changed: the worker is terminated at once and a fresh one started
//! ```
//!
//! A new [`AiWorker::search`] while one runs cancels the running one first, so at most one
//! reply stream is ever live; its replies are read in its request's position. Dropping the
//! handle (leaving the page) terminates the worker. The worker script is Trunk's loader for the
//! `bao-worker` binary; `index.html` needs
//! `<link data-trunk rel="rust" data-bin="bao-worker" data-type="worker" data-loader-shim />`.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

use super::protocol::{ProveRequest, Reply, Request, ReviewRequest};
use crate::engine::Position;

/// The worker script Trunk writes next to `index.html` (worker file names are never hashed).
pub const WORKER_SCRIPT: &str = "./bao-worker_loader.js";

type ReplyHandler = Rc<dyn Fn(Reply)>;

/// The worker's message and error listeners, kept alive as long as the worker can call them.
struct Listener {
    _message: Closure<dyn FnMut(MessageEvent)>,
    _error: Closure<dyn FnMut(web_sys::Event)>,
}

/// A running search worker and the callback its replies go to.
pub struct AiWorker {
    worker: Worker,
    on_reply: ReplyHandler,
    _listener: Listener,
    thinking: Rc<Cell<bool>>,
    /// A request waiting for the worker's `Ready`.
    pending: Rc<RefCell<Option<String>>>,
    /// The position of the last request posted, which its replies' moves are read in.
    asked: Rc<RefCell<Option<Position>>>,
    ready: Rc<Cell<bool>>,
    /// The worker could not start or stopped ([`Reply::Lost`]): the next request starts a
    /// fresh one.
    lost: Rc<Cell<bool>>,
}

impl AiWorker {
    /// Starts a worker; `on_reply` receives every reply of every search.
    pub fn spawn(on_reply: ReplyHandler) -> Result<AiWorker, String> {
        let (thinking, pending) = (Rc::new(Cell::new(false)), Rc::new(RefCell::new(None)));
        let (ready, lost) = (Rc::new(Cell::new(false)), Rc::new(Cell::new(false)));
        let asked = Rc::new(RefCell::new(None));
        let links = Links {
            on_reply: on_reply.clone(),
            thinking: thinking.clone(),
            pending: pending.clone(),
            asked: asked.clone(),
            ready: ready.clone(),
            lost: lost.clone(),
        };
        let (worker, listener) = start(links)?;
        Ok(AiWorker { worker, on_reply, _listener: listener, thinking, pending, asked, ready, lost })
    }

    fn links(&self) -> Links {
        Links {
            on_reply: self.on_reply.clone(),
            thinking: self.thinking.clone(),
            pending: self.pending.clone(),
            asked: self.asked.clone(),
            ready: self.ready.clone(),
            lost: self.lost.clone(),
        }
    }

    /// Terminates the worker and starts a fresh one with the same reply handler.
    fn restart(&mut self) -> Result<(), String> {
        stop(&self.worker);
        self.pending.borrow_mut().take();
        self.ready.set(false);
        self.lost.set(false);
        let (worker, listener) = start(self.links())?;
        self.worker = worker;
        self._listener = listener;
        Ok(())
    }

    /// Starts a search, cancelling any search still running. Before the worker is ready the
    /// request waits and is posted when it is.
    pub fn search(&mut self, request: &Request) -> Result<(), String> {
        self.post(request.write(), &request.position)
    }

    /// Reviews one ply ([`ReviewRequest`]), cancelling any search still running; the answer is
    /// one [`Reply::Reviewed`].
    pub fn review(&mut self, request: &ReviewRequest) -> Result<(), String> {
        self.post(request.write(), &request.position)
    }

    /// Runs a bounded proof search ([`ProveRequest`]), cancelling any search still running; the
    /// answer is one [`Reply::Proved`].
    pub fn prove(&mut self, request: &ProveRequest) -> Result<(), String> {
        self.post(request.write(), &request.position)
    }

    /// Posts a request's `text` (or keeps it until the worker is ready); its replies are read
    /// in `position`.
    fn post(&mut self, text: String, position: &Position) -> Result<(), String> {
        self.cancel()?;
        if self.lost.get() {
            self.restart()?;
        }
        self.thinking.set(true);
        *self.asked.borrow_mut() = Some(position.clone());
        if self.ready.get() {
            self.worker.post_message(&JsValue::from_str(&text)).map_err(describe)
        } else {
            *self.pending.borrow_mut() = Some(text);
            Ok(())
        }
    }

    /// Whether a search is running (no `Done` or `Error` reply yet).
    pub fn is_thinking(&self) -> bool {
        self.thinking.get()
    }

    /// Stops the running search at once: a busy worker cannot read messages, so it is
    /// terminated and replaced by a fresh one. Nothing more arrives from the old search.
    pub fn cancel(&mut self) -> Result<(), String> {
        if !self.thinking.get() {
            return Ok(());
        }
        self.restart()?;
        self.thinking.set(false);
        Ok(())
    }
}

/// Posts a request through the worker kept in `slot` (a hook's), spawning it with the replies
/// of `replies` the first time; the error says why the worker could not start or take it.
pub fn post_in(
    slot: &RefCell<Option<AiWorker>>,
    replies: impl FnOnce() -> ReplyHandler,
    post: impl FnOnce(&mut AiWorker) -> Result<(), String>,
) -> Result<(), String> {
    let mut slot = slot.borrow_mut();
    let worker = match slot.as_mut() {
        Some(worker) => worker,
        None => slot.insert(AiWorker::spawn(replies())?),
    };
    post(worker)
}

/// Ends a hook's search: its target forgotten, so a late reply is dropped, and the search of
/// the worker in `slot` cancelled (the worker is kept for the next search).
pub fn stop_in<T>(target: &RefCell<Option<T>>, slot: &RefCell<Option<AiWorker>>) {
    target.borrow_mut().take();
    if let Some(worker) = slot.borrow_mut().as_mut() {
        let _ = worker.cancel();
    }
}

impl Drop for AiWorker {
    fn drop(&mut self) {
        stop(&self.worker);
    }
}

/// Terminates `worker` and unhooks its listeners first: a reply it posted just before is
/// then dropped by the browser instead of calling a listener that is gone.
fn stop(worker: &Worker) {
    worker.set_onmessage(None);
    worker.set_onerror(None);
    worker.terminate();
}

/// What a worker's listeners share with its handle.
#[derive(Clone)]
struct Links {
    on_reply: ReplyHandler,
    thinking: Rc<Cell<bool>>,
    pending: Rc<RefCell<Option<String>>>,
    asked: Rc<RefCell<Option<Position>>>,
    ready: Rc<Cell<bool>>,
    lost: Rc<Cell<bool>>,
}

/// Starts a worker whose replies go to `on_reply`; its `Ready` posts the pending request, and
/// its error event (its script or wasm not loaded, or a crash) is told as [`Reply::Lost`].
fn start(links: Links) -> Result<(Worker, Listener), String> {
    let worker = Worker::new(WORKER_SCRIPT).map_err(describe)?;
    let message = on_message(links.clone(), worker.clone());
    let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        links.lost.set(true);
        links.thinking.set(false);
        links.pending.borrow_mut().take();
        (links.on_reply)(Reply::Lost { started: links.ready.get() });
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    Ok((worker, Listener { _message: message, _error: error }))
}

/// The worker's message listener: `Ready` posts the pending request; every other reply goes
/// to the handler, and a final one ends the search.
fn on_message(links: Links, requests: Worker) -> Closure<dyn FnMut(MessageEvent)> {
    Closure::new(move |event: MessageEvent| {
        let reply = match event.data().as_string() {
            Some(text) => Reply::read(&text, links.asked.borrow().as_ref()).unwrap_or_else(|e| Reply::Error { message: e.to_string() }),
            None => Reply::Error { message: "the worker sent something that is not text".to_string() },
        };
        if reply == Reply::Ready {
            links.ready.set(true);
            if let Some(text) = links.pending.borrow_mut().take() {
                if let Err(e) = requests.post_message(&JsValue::from_str(&text)) {
                    links.thinking.set(false);
                    (links.on_reply)(Reply::Error { message: describe(e) });
                }
            }
            return;
        }
        if matches!(reply, Reply::Done { .. } | Reply::Reviewed { .. } | Reply::Proved { .. } | Reply::Error { .. }) {
            links.thinking.set(false);
        }
        (links.on_reply)(reply);
    })
}

fn describe(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}
