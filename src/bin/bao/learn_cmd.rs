//! `bao learn check FILE...`: checks stage files of the learning path (`content/learn/*.json`,
//! see `content/README.md`) as the app reads them and as its tests judge them. Each problem is
//! one line on stdout, `FILE: STEP: problem` (`-` for the stage itself); the exit status is 0
//! without problems, 1 with some, 2 when a file cannot be read.

use std::path::{Path, PathBuf};

use bao::app::learn::audit::{stage_problems, step_problems};
use bao::app::learn::content::{duplicate_ids, read_stage};
use bao::app::learn::Stage;

use crate::failure::Failure;

/// The arguments of `bao learn`: one subcommand.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: LearnCommand,
}

/// The subcommands of `bao learn`.
#[derive(clap::Subcommand, Debug)]
enum LearnCommand {
    /// Checks stage files: each step's problems, one line each (exit 1 if any)
    Check(CheckArgs),
}

/// The arguments of `bao learn check`.
#[derive(clap::Args, Debug)]
struct CheckArgs {
    /// Stage files (content/learn/*.json), checked together: an id may be used once
    #[arg(value_name = "FILE", required = true, num_args = 1..)]
    files: Vec<PathBuf>,
}

impl Args {
    /// Runs the subcommand.
    pub fn run(self) -> Result<(), Failure> {
        match self.command {
            LearnCommand::Check(args) => args.run(),
        }
    }
}

impl CheckArgs {
    /// Reads every file first (an unreadable one fails with status 2 before any check), then
    /// prints the problems of every stage and step.
    fn run(self) -> Result<(), Failure> {
        let texts = self.files.iter().map(|path| read(path).map(|text| (path.display().to_string(), text))).collect::<Result<Vec<_>, _>>()?;
        let (problems, steps) = check_texts(&texts);
        for line in &problems {
            println!("{line}");
        }
        if problems.is_empty() {
            eprintln!("{} files, {steps} steps checked: no problems", texts.len());
            Ok(())
        } else {
            Err(Failure::Content { problems: problems.len() })
        }
    }
}

fn read(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|error| Failure::Read { source: path.display().to_string(), error })
}

/// Every problem of the files (name, text), one line each — what does not read, ids used
/// twice, then what the audit finds in every stage and step that reads — and the number of
/// steps that read.
fn check_texts(texts: &[(String, String)]) -> (Vec<String>, usize) {
    let mut lines = Vec::new();
    let mut stages: Vec<(&str, Stage)> = Vec::new();
    for (file, text) in texts {
        let (stage, errors) = read_stage(file, text);
        lines.extend(errors.iter().map(ToString::to_string));
        stages.extend(stage.map(|stage| (file.as_str(), stage)));
    }
    lines.extend(duplicate_ids(&stages).iter().map(ToString::to_string));
    for (file, stage) in &stages {
        lines.extend(stage_problems(stage).iter().map(|problem| format!("{file}: -: {problem}")));
        for step in stage.steps {
            lines.extend(step_problems(step).iter().map(|problem| format!("{file}: {}: {problem}", step.id)));
        }
    }
    (lines, stages.iter().map(|(_, stage)| stage.steps.len()).sum())
}
