//! The page's handle on the search worker (wasm32 only).
//!
//! A search runs synchronously inside a Web Worker (`src/bin/bao-worker.rs`), so the page stays
//! responsive; it streams its progress and can be stopped at once. Use:
//!
//! ```ignore
//! use bao::ai::protocol::{Reply, SearchRequest};
//! use crate::ui::worker::AiWorker; // in the app
//! use bao::ai::{Level, Verdict};
//!
//! // Spawn once (e.g. when the game component is created); replies arrive on the page's
//! // event loop, so the callback may send a message to a Yew component.
//! let mut ai = AiWorker::spawn(Rc::new(move |reply: Reply| link.send_message(Msg::Ai(reply))))?;
//! // Ask for a move: the computer's turn (a rated level or the top level) or a hint (the top level).
//! ai.search(&SearchRequest { position: pos.clone(), history, level: Level::Top, seed, nodes: None, millis: None,
//!                      lines: None, search_forced: false, until_cancelled: false })?;
//! // Analysis: the three best lines, a forced move searched too, until cancelled.
//! ai.search(&SearchRequest { lines: Some(3), search_forced: true, until_cancelled: true, ..request })?;
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

use gloo::timers::callback::Timeout;

use crate::ai::protocol::{Ask, ProveRequest, Reply, ReviewRequest, SearchRequest, LOAD_MS};
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
    /// The watch on a worker that falls silent ([`arm`]).
    watch: Watch,
}

/// A worker's watch: the longest silence the running request may keep (`None`: none; the page
/// stops it itself), and the timer that takes a longer one for a dead worker.
#[derive(Clone, Default)]
struct Watch {
    patience: Rc<Cell<Option<f64>>>,
    timer: Rc<RefCell<Option<Timeout>>>,
}

impl AiWorker {
    /// Starts a worker; `on_reply` receives every reply of every search.
    pub fn spawn(on_reply: ReplyHandler) -> Result<AiWorker, String> {
        let (thinking, pending) = (Rc::new(Cell::new(false)), Rc::new(RefCell::new(None)));
        let (ready, lost) = (Rc::new(Cell::new(false)), Rc::new(Cell::new(false)));
        let asked = Rc::new(RefCell::new(None));
        let watch = Watch::default();
        let links = Links {
            on_reply: on_reply.clone(),
            thinking: thinking.clone(),
            pending: pending.clone(),
            asked: asked.clone(),
            ready: ready.clone(),
            lost: lost.clone(),
            watch: watch.clone(),
        };
        let (worker, listener) = start(links)?;
        Ok(AiWorker { worker, on_reply, _listener: listener, thinking, pending, asked, ready, lost, watch })
    }

    fn links(&self) -> Links {
        Links {
            on_reply: self.on_reply.clone(),
            thinking: self.thinking.clone(),
            pending: self.pending.clone(),
            asked: self.asked.clone(),
            ready: self.ready.clone(),
            lost: self.lost.clone(),
            watch: self.watch.clone(),
        }
    }

    /// Terminates the worker and starts a fresh one with the same reply handler.
    fn restart(&mut self) -> Result<(), String> {
        self.watch.timer.borrow_mut().take();
        stop(&self.worker);
        self.pending.borrow_mut().take();
        self.ready.set(false);
        self.lost.set(false);
        let (worker, listener) = start(self.links())?;
        self.worker = worker;
        self._listener = listener;
        Ok(())
    }

    /// Asks any request ([`Ask`]), cancelling any search still running.
    pub fn ask(&mut self, ask: &Ask) -> Result<(), String> {
        match ask {
            Ask::Search(request) => self.search(request),
            Ask::Review(request) => self.review(request),
            Ask::Prove(request) => self.prove(request),
        }
    }

    /// Starts a search, cancelling any search still running. Before the worker is ready the
    /// request waits and is posted when it is.
    pub fn search(&mut self, request: &SearchRequest) -> Result<(), String> {
        self.post(request.write(), &request.position, request.patience_ms())
    }

    /// Reviews one ply ([`ReviewRequest`]), cancelling any search still running; the answer is
    /// one [`Reply::Reviewed`].
    pub fn review(&mut self, request: &ReviewRequest) -> Result<(), String> {
        self.post(request.write(), &request.position, Ask::Review(request.clone()).patience_ms())
    }

    /// Runs a bounded proof search ([`ProveRequest`]), cancelling any search still running; the
    /// answer is one [`Reply::Proved`].
    pub fn prove(&mut self, request: &ProveRequest) -> Result<(), String> {
        self.post(request.write(), &request.position, Ask::Prove(request.clone()).patience_ms())
    }

    /// Posts a request's `text` (or keeps it until the worker is ready); its replies are read
    /// in `position`; a worker silent for longer than `patience` ms (or still loading after
    /// [`LOAD_MS`]) is taken for dead.
    fn post(&mut self, text: String, position: &Position, patience: Option<f64>) -> Result<(), String> {
        self.cancel()?;
        if self.lost.get() {
            self.restart()?;
        }
        self.thinking.set(true);
        *self.asked.borrow_mut() = Some(position.clone());
        self.watch.patience.set(patience);
        if self.ready.get() {
            arm(&self.links(), &self.worker, patience);
            self.worker.post_message(&JsValue::from_str(&text)).map_err(describe)
        } else {
            arm(&self.links(), &self.worker, Some(LOAD_MS));
            *self.pending.borrow_mut() = Some(text);
            Ok(())
        }
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

/// Watches `worker` for `patience` ms (`None`: not at all): if nothing comes before then, the
/// worker is terminated and the request ends with [`Reply::Lost`], as when it fails to load.
/// Every message the worker sends watches anew.
fn arm(links: &Links, worker: &Worker, patience: Option<f64>) {
    let timer = patience.map(|ms| {
        let (links, worker) = (links.clone(), worker.clone());
        Timeout::new(ms as u32, move || {
            stop(&worker);
            links.lost.set(true);
            links.thinking.set(false);
            links.pending.borrow_mut().take();
            (links.on_reply)(Reply::Lost { started: links.ready.get() });
        })
    });
    // The timer replaced here has fired or is no longer wanted (never this one's own).
    let old = links.watch.timer.replace(timer);
    drop(old);
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
        self.watch.timer.borrow_mut().take();
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
    watch: Watch,
}

/// Starts a worker whose replies go to `on_reply`; its `Ready` posts the pending request, and
/// its error event (its script or wasm not loaded, or a crash) is told as [`Reply::Lost`].
fn start(links: Links) -> Result<(Worker, Listener), String> {
    let worker = Worker::new(WORKER_SCRIPT).map_err(describe)?;
    let message = on_message(links.clone(), worker.clone());
    let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        links.watch.timer.borrow_mut().take();
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
        // Every message is a sign of life; a final one (or one while nothing is asked) ends
        // the watch.
        let last = matches!(reply, Reply::Done { .. } | Reply::Reviewed { .. } | Reply::Proved { .. } | Reply::Error { .. });
        let watching = links.thinking.get() && !last;
        arm(&links, &requests, if watching { links.watch.patience.get() } else { None });
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
        if last {
            links.thinking.set(false);
        }
        (links.on_reply)(reply);
    })
}

fn describe(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}
