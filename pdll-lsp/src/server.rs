//! The server's state (open documents and their analyses) and the dispatch of
//! requests and notifications to the features.
//!
//! Everything runs on one thread, in the order the editor sends it: each change
//! re-analyzes the changed document (and the open documents that include it) before
//! the next message is read, so every answer is about the text the editor has. The
//! stages after the checker run when no message is waiting
//! ([`Server::run_deferred`]).

use crate::analysis::{canonical, Analysis};
use crate::convert;
use crate::document::Document;
use crate::features::{
    actions, completion, hover, inlay, navigation, output, semantic, signature, symbols,
};
use crate::lsp_ext::{self, VIEW_OUTPUT_COMMAND};
use crate::ops::{NoCatalog, OpCatalog};
use lsp_server::{ErrorCode, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _,
    PublishDiagnostics,
};
use lsp_types::request::{
    CodeActionRequest, Completion, DocumentSymbolRequest, ExecuteCommand, GotoDefinition,
    HoverRequest, InlayHintRequest, References, SemanticTokensFullRequest, SignatureHelpRequest,
};
use lsp_types::{
    CodeActionProviderCapability, CompletionOptions, CompletionResponse, DocumentSymbolResponse,
    ExecuteCommandOptions, GotoDefinitionResponse, OneOf, Position, PublishDiagnosticsParams,
    SemanticTokens, SemanticTokensFullOptions, SemanticTokensOptions, SemanticTokensResult,
    SemanticTokensServerCapabilities, ServerCapabilities, SignatureHelpOptions,
    TextDocumentSyncCapability, TextDocumentSyncKind, Url,
};
use pdll_core::syntax::{OpenFiles, ParseOptions};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::HashMap;
use std::path::PathBuf;

/// The language server: the documents the editor has open and what the compiler
/// found in each.
pub struct Server {
    documents: HashMap<Url, Document>,
    analyses: HashMap<Url, Analysis>,
    options: ParseOptions,
    catalog: Box<dyn OpCatalog>,
    /// Analyses replaced by newer ones, dropped when the editor is idle: freeing a
    /// large file's syntax tree and index takes a sizable part of a re-analysis.
    retired: Vec<Analysis>,
}

/// How many replaced analyses wait for idle time before they are dropped at once.
const MAX_RETIRED: usize = 8;

/// The options a client may pass in `initializationOptions`.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitializationOptions {
    /// Directories searched for `#include`d files (as `pdll -I`).
    #[serde(default)]
    pub include_dirs: Vec<PathBuf>,
}

impl Server {
    /// A server with no document open, finding includes as `options` says.
    pub fn new(options: ParseOptions) -> Server {
        Server {
            documents: HashMap::new(),
            analyses: HashMap::new(),
            options,
            catalog: Box::new(NoCatalog),
            retired: Vec::new(),
        }
    }

    /// Uses `catalog` for what is known of operations (ODS).
    pub fn with_catalog(mut self, catalog: Box<dyn OpCatalog>) -> Server {
        self.catalog = catalog;
        self
    }

    /// What the server can do.
    pub fn capabilities() -> ServerCapabilities {
        ServerCapabilities {
            text_document_sync: Some(TextDocumentSyncCapability::Kind(
                TextDocumentSyncKind::INCREMENTAL,
            )),
            hover_provider: Some(true.into()),
            definition_provider: Some(OneOf::Left(true)),
            references_provider: Some(OneOf::Left(true)),
            document_symbol_provider: Some(OneOf::Left(true)),
            completion_provider: Some(CompletionOptions {
                trigger_characters: Some(vec![".".into(), "<".into()]),
                ..CompletionOptions::default()
            }),
            signature_help_provider: Some(SignatureHelpOptions {
                trigger_characters: Some(vec!["(".into(), ",".into()]),
                ..SignatureHelpOptions::default()
            }),
            inlay_hint_provider: Some(OneOf::Left(true)),
            semantic_tokens_provider: Some(
                SemanticTokensServerCapabilities::SemanticTokensOptions(SemanticTokensOptions {
                    legend: convert::semantic_legend(),
                    full: Some(SemanticTokensFullOptions::Bool(true)),
                    range: None,
                    ..SemanticTokensOptions::default()
                }),
            ),
            code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
            execute_command_provider: Some(ExecuteCommandOptions {
                commands: vec![VIEW_OUTPUT_COMMAND.into()],
                ..ExecuteCommandOptions::default()
            }),
            ..ServerCapabilities::default()
        }
    }

    /// Handles a notification; returns the notifications to send back (diagnostics).
    pub fn handle_notification(&mut self, n: Notification) -> Vec<Notification> {
        let changed = match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) = params::<lsp_types::DidOpenTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                let doc = p.text_document;
                self.documents
                    .insert(doc.uri.clone(), Document::new(doc.text, doc.version));
                doc.uri
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = params::<lsp_types::DidChangeTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                let uri = p.text_document.uri;
                let Some(doc) = self.documents.get_mut(&uri) else {
                    return Vec::new();
                };
                doc.apply(p.content_changes, p.text_document.version);
                uri
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = params::<lsp_types::DidCloseTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                let uri = p.text_document.uri;
                self.documents.remove(&uri);
                self.analyses.remove(&uri);
                // Its diagnostics go away with it; files including it read the disk again.
                let mut out = vec![publish(&uri, Vec::new(), None)];
                out.extend(self.reanalyze_dependents(&uri));
                return out;
            }
            _ => return Vec::new(),
        };
        let mut out = vec![self.reanalyze(&changed)];
        out.extend(self.reanalyze_dependents(&changed));
        out
    }

    /// Analyzes the open document `uri` again; returns its diagnostics.
    fn reanalyze(&mut self, uri: &Url) -> Notification {
        let open = self.open_files();
        let Some(doc) = self.documents.get(uri) else {
            return publish(uri, Vec::new(), None);
        };
        let analysis = Analysis::run(&file_name(uri), &doc.text, &self.options, &open);
        let diagnostics = convert::diagnostics(&analysis, uri);
        let version = doc.version;
        if let Some(old) = self.analyses.insert(uri.clone(), analysis) {
            if self.retired.len() >= MAX_RETIRED {
                self.retired.clear();
            }
            self.retired.push(old);
        }
        publish(uri, diagnostics, Some(version))
    }

    /// Runs the deferred stages (PDL lowering, matcher tree) of every document changed
    /// since the last call; returns the diagnostics of those where they found errors.
    /// The message loop calls this when no message is waiting.
    pub fn run_deferred(&mut self) -> Vec<Notification> {
        self.retired.clear();
        let mut out = Vec::new();
        for (uri, analysis) in &mut self.analyses {
            if analysis.run_back_end() {
                let version = self.documents.get(uri).map(|d| d.version);
                out.push(publish(uri, convert::diagnostics(analysis, uri), version));
            }
        }
        out
    }

    /// Analyzes again the open documents that include `uri`.
    fn reanalyze_dependents(&mut self, uri: &Url) -> Vec<Notification> {
        let Ok(path) = uri.to_file_path() else {
            return Vec::new();
        };
        let dependents: Vec<Url> = self
            .analyses
            .iter()
            .filter(|(other, a)| *other != uri && a.includes_path(&path))
            .map(|(other, _)| other.clone())
            .collect();
        dependents.iter().map(|d| self.reanalyze(d)).collect()
    }

    /// The texts of the open documents, by canonical path.
    fn open_files(&self) -> OpenFiles {
        self.documents
            .iter()
            .filter_map(|(uri, doc)| Some((canonical(&uri.to_file_path().ok()?), doc.text.clone())))
            .collect()
    }

    /// Answers a request.
    pub fn handle_request(&mut self, req: Request) -> Response {
        let id = req.id.clone();
        // A bug in one feature must not take the editor's server down with it.
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.answer(req)));
        match answer {
            Ok(Ok(value)) => Response::new_ok(id, value),
            Ok(Err((code, message))) => Response::new_err(id, code as i32, message),
            Err(_) => Response::new_err(
                id,
                ErrorCode::InternalError as i32,
                "internal error: the request panicked".into(),
            ),
        }
    }

    /// The answer to `req`: each request type's handler gets its typed params and
    /// returns its typed result (rust-analyzer's `RequestDispatcher::on`).
    fn answer(&mut self, req: Request) -> Result<serde_json::Value, (ErrorCode, String)> {
        Dispatcher::new(self, req)
            .on::<HoverRequest>(|s, p| {
                let (a, offset) = s.at(&p.text_document_position_params)?;
                let found = hover::hover(a, offset, catalog_for(a, &*s.catalog));
                Ok(found.map(|h| convert::hover(a, h)))
            })
            .on::<GotoDefinition>(|s, p| {
                let uri = &p.text_document_position_params.text_document.uri;
                let (a, offset) = s.at(&p.text_document_position_params)?;
                let target = navigation::definition(a, offset, catalog_for(a, &*s.catalog));
                Ok(target
                    .and_then(|t| convert::definition(a, t, uri))
                    .map(GotoDefinitionResponse::Scalar))
            })
            .on::<References>(|s, p| {
                let uri = &p.text_document_position.text_document.uri;
                let (a, offset) = s.at(&p.text_document_position)?;
                // The document first: the references number it 0, the others from 1.
                let documents: Vec<(&Url, &Analysis)> = std::iter::once((uri, a))
                    .chain(s.analyses.iter().filter(|(u, _)| *u != uri))
                    .collect();
                let others: Vec<&Analysis> = documents[1..].iter().map(|(_, a)| *a).collect();
                let found =
                    navigation::references(a, offset, p.context.include_declaration, &others);
                Ok(Some(convert::references(&documents, found)))
            })
            .on::<DocumentSymbolRequest>(|s, p| {
                let a = s.analysis(&p.text_document.uri)?;
                let outline = symbols::document_symbols(a);
                Ok(Some(DocumentSymbolResponse::Nested(
                    convert::document_symbols(a, outline),
                )))
            })
            .on::<Completion>(|s, p| {
                let (a, offset) = s.at(&p.text_document_position)?;
                let items = completion::completions(a, offset, catalog_for(a, &*s.catalog));
                Ok(Some(CompletionResponse::Array(convert::completions(items))))
            })
            .on::<SignatureHelpRequest>(|s, p| {
                let (a, offset) = s.at(&p.text_document_position_params)?;
                Ok(signature::signature_help(a, offset).map(convert::signature_help))
            })
            .on::<InlayHintRequest>(|s, p| {
                let a = s.analysis(&p.text_document.uri)?;
                Ok(Some(convert::inlay_hints(a, inlay::inlay_hints(a), p.range)))
            })
            .on::<SemanticTokensFullRequest>(|s, p| {
                let a = s.analysis(&p.text_document.uri)?;
                Ok(Some(SemanticTokensResult::Tokens(SemanticTokens {
                    result_id: None,
                    data: convert::semantic_tokens(a, &semantic::semantic_tokens(a)),
                })))
            })
            .on::<CodeActionRequest>(|s, p| {
                let uri = &p.text_document.uri;
                let start = s.offset(uri, p.range.start)?;
                let end = s.offset(uri, p.range.end)?;
                let a = s.analysis(uri)?;
                let fixes = actions::code_actions(a, start, end);
                Ok(Some(convert::code_actions(a, fixes, uri)))
            })
            .on::<lsp_ext::ViewOutput>(|s, p| s.view_output(&p))
            .on::<ExecuteCommand>(|s, p| {
                if p.command != VIEW_OUTPUT_COMMAND || p.arguments.len() != 2 {
                    return Err((
                        ErrorCode::InvalidParams,
                        format!("unknown command `{}`, or wrong arguments (expected `{VIEW_OUTPUT_COMMAND}` with a URI and `pdl`, `tree` or `rust`)", p.command),
                    ));
                }
                let p = lsp_ext::ViewOutputParams {
                    uri: serde_json::from_value(p.arguments[0].clone()).map_err(invalid)?,
                    kind: serde_json::from_value(p.arguments[1].clone()).map_err(invalid)?,
                };
                Some(json(s.view_output(&p)?)).transpose()
            })
            .finish()
    }

    fn view_output(
        &self,
        p: &lsp_ext::ViewOutputParams,
    ) -> Result<lsp_ext::ViewOutputResult, (ErrorCode, String)> {
        let a = self.analysis(&p.uri)?;
        let text = output::view_output(a, p.kind).unwrap_or_else(|errors| errors);
        Ok(lsp_ext::ViewOutputResult { output: text })
    }

    fn analysis(&self, uri: &Url) -> Result<&Analysis, (ErrorCode, String)> {
        self.analyses.get(uri).ok_or_else(|| {
            (
                ErrorCode::InvalidParams,
                format!("`{uri}` is not open in the server"),
            )
        })
    }

    fn offset(&self, uri: &Url, position: Position) -> Result<u32, (ErrorCode, String)> {
        let doc = self.documents.get(uri).ok_or_else(|| {
            (
                ErrorCode::InvalidParams,
                format!("`{uri}` is not open in the server"),
            )
        })?;
        Ok(convert::offset(doc, position))
    }

    fn at(
        &self,
        p: &lsp_types::TextDocumentPositionParams,
    ) -> Result<(&Analysis, u32), (ErrorCode, String)> {
        let uri = &p.text_document.uri;
        Ok((self.analysis(uri)?, self.offset(uri, p.position)?))
    }
}

/// Routes a request to the handler of its type: [`Dispatcher::on`] for each request
/// the server answers, then [`Dispatcher::finish`]. Params are read as the request
/// type's `Params` and the handler's result is the type's `Result`, so a handler
/// cannot answer with the wrong shape.
struct Dispatcher<'s> {
    server: &'s mut Server,
    request: Option<Request>,
    answer: Option<Result<serde_json::Value, (ErrorCode, String)>>,
}

type Answer<T> = Result<T, (ErrorCode, String)>;

impl<'s> Dispatcher<'s> {
    fn new(server: &'s mut Server, request: Request) -> Self {
        Dispatcher {
            server,
            request: Some(request),
            answer: None,
        }
    }

    /// Answers the request with `handler` when it is an `R`.
    fn on<R: lsp_types::request::Request>(
        mut self,
        handler: impl FnOnce(&mut Server, R::Params) -> Answer<R::Result>,
    ) -> Self {
        if let Some(req) = self.request.take_if(|r| r.method == R::METHOD) {
            let answer = params::<R::Params>(req.params)
                .and_then(|p| handler(self.server, p))
                .and_then(json);
            self.answer = Some(answer);
        }
        self
    }

    /// The answer, or `MethodNotFound` for a request no handler took.
    fn finish(self) -> Answer<serde_json::Value> {
        match (self.answer, self.request) {
            (Some(answer), _) => answer,
            (None, Some(req)) => Err((
                ErrorCode::MethodNotFound,
                format!("unsupported request `{}`", req.method),
            )),
            (None, None) => Err((ErrorCode::InternalError, "no request".into())),
        }
    }
}

/// The name a document is parsed under: its path when it is a file (so that its
/// includes are found beside it), else its URI.
fn file_name(uri: &Url) -> String {
    match uri.to_file_path() {
        Ok(path) => path.display().to_string(),
        Err(()) => uri.to_string(),
    }
}

fn publish(
    uri: &Url,
    diagnostics: Vec<lsp_types::Diagnostic>,
    version: Option<i32>,
) -> Notification {
    Notification::new(
        PublishDiagnostics::METHOD.to_owned(),
        PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics,
            version,
        },
    )
}

fn invalid(e: serde_json::Error) -> (ErrorCode, String) {
    (ErrorCode::InvalidParams, e.to_string())
}

fn params<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, (ErrorCode, String)> {
    serde_json::from_value(value).map_err(invalid)
}

fn json<T: Serialize>(value: T) -> Result<serde_json::Value, (ErrorCode, String)> {
    serde_json::to_value(value).map_err(|e| (ErrorCode::InternalError, e.to_string()))
}

/// The catalog a request on document `a` asks: what its own `.td` includes define, or
/// else the server's.
fn catalog_for<'a>(a: &'a Analysis, server: &'a dyn OpCatalog) -> &'a dyn OpCatalog {
    if a.ods.is_empty() {
        server
    } else {
        &a.ods
    }
}
