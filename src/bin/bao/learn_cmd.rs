//! `bao learn check FILE...`: checks stage files of the learning path (`content/learn/*.json`,
//! see `content/README.md`) and level files (`content/levels/*.json`) as the app reads them and
//! as its tests judge them. Each problem is one line on stdout, `FILE: STEP: problem` (`-` for
//! the stage itself); the exit status is 0 without problems, 1 with some, 2 when a file cannot
//! be read. After the problems, the greed report goes to stderr: for each choice step, how many
//! of its exercises (the step and its levels) taking the most seeds solves, and the strategy
//! track's share (`bao::app::learn::greed`). `bao learn levels` makes the level files.

use std::path::{Path, PathBuf};

use bao::app::learn::audit::{stage_problems, step_problems};
use bao::app::learn::content::{duplicate_ids, read_stage};
use bao::app::learn::greed::{greed_report, GreedReport};
use bao::app::learn::level_gen::{level_file, level_problems, make_levels};
use bao::app::learn::schema::{LevelFile, PracticeLevel};
use bao::app::learn::{LearnStage, Step};

use crate::failure::Failure;

/// The arguments of `bao learn`: one subcommand.
#[derive(clap::Args, Debug)]
pub struct LearnArgs {
    #[command(subcommand)]
    command: LearnCommand,
}

/// The subcommands of `bao learn`.
#[derive(clap::Subcommand, Debug)]
enum LearnCommand {
    /// Checks stage files: each step's problems, one line each (exit 1 if any)
    Check(CheckArgs),
    /// Makes the practice levels of every step: one level file per stage in DIR
    Levels(LevelsArgs),
}

/// The arguments of `bao learn levels`.
#[derive(clap::Args, Debug)]
struct LevelsArgs {
    /// The random generator's seed: the same seed makes the same levels
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Changed boards tried per step (a twentieth for play-outs)
    #[arg(long, default_value_t = 3000)]
    tries: usize,
    /// Where the level files go
    #[arg(long, default_value = "content/levels")]
    out: PathBuf,
    /// Only this stage (its id)
    #[arg(long)]
    stage: Option<String>,
    /// Only these steps (their ids; the option repeated): a stage file holds just those of its
    /// steps, and a stage with none of them is not written
    #[arg(long = "step")]
    steps: Vec<String>,
}

/// The arguments of `bao learn check`.
#[derive(clap::Args, Debug)]
struct CheckArgs {
    /// Stage files (content/learn/*.json), checked together: an id may be used once
    #[arg(value_name = "FILE", required = true, num_args = 1..)]
    files: Vec<PathBuf>,
}

impl LearnArgs {
    /// Runs the subcommand.
    pub fn run(self) -> Result<(), Failure> {
        match self.command {
            LearnCommand::Check(args) => args.run(),
            LearnCommand::Levels(args) => args.run(),
        }
    }
}

impl CheckArgs {
    /// Reads every file first (an unreadable one fails with status 2 before any check), then
    /// prints the problems of every stage and step (the strategy track's greed share among
    /// them), and the greed report on stderr.
    fn run(self) -> Result<(), Failure> {
        let texts = self.files.iter().map(|path| read(path).map(|text| (path.display().to_string(), text))).collect::<Result<Vec<_>, _>>()?;
        let (mut problems, steps, levels, greed) = check_texts(&texts);
        problems.extend(greed.problems().iter().map(|problem| format!("greed: -: {problem}")));
        for line in &problems {
            println!("{line}");
        }
        for line in greed.lines() {
            eprintln!("{line}");
        }
        if problems.is_empty() {
            eprintln!("{} files, {steps} steps and {levels} levels checked: no problems", texts.len());
            Ok(())
        } else {
            Err(Failure::Content { problems: problems.len() })
        }
    }
}

impl LevelsArgs {
    /// Makes every step's levels and writes one file per stage, named as the stage's file;
    /// says on stderr how many levels each step got.
    fn run(self) -> Result<(), Failure> {
        let made_by = format!("bao learn levels --seed {} --tries {}", self.seed, self.tries);
        std::fs::create_dir_all(&self.out).map_err(|error| Failure::Read { source: self.out.display().to_string(), error })?;
        for ((name, _), stage) in bao::app::learn::curriculum::FILES.iter().zip(bao::app::learn::STAGES) {
            if self.stage.as_deref().is_some_and(|id| id != stage.id) {
                continue;
            }
            let wanted = |step: &&Step| self.steps.is_empty() || self.steps.iter().any(|id| id == step.id);
            let sets: Vec<(&str, _)> = stage.steps.iter().filter(wanted).map(|step| (step.id, make_levels(step, self.seed, self.tries))).collect();
            if sets.is_empty() {
                continue;
            }
            for (id, levels) in &sets {
                eprintln!("{}: {id}: {} levels", stage.id, levels.len());
            }
            let path = self.out.join(name);
            std::fs::write(&path, level_file(stage.id, &made_by, &sets)).map_err(Failure::Write)?;
        }
        Ok(())
    }
}

fn read(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|error| Failure::Read { source: path.display().to_string(), error })
}

/// Every problem of the files (name, text), one line each — what does not read, ids used
/// twice, then what the audit finds in every stage and step that reads, then the levels' problems
/// — the number of steps and of levels that read, and the greed report of the steps that read
/// (each with its levels of the level files given, else the levels built in).
fn check_texts(texts: &[(String, String)]) -> (Vec<String>, usize, usize, GreedReport) {
    let mut lines = Vec::new();
    let mut stages: Vec<(&str, LearnStage)> = Vec::new();
    let mut level_files = Vec::new();
    for (file, text) in texts {
        if let Ok(levels) = serde_json::from_str::<LevelFile>(text) {
            level_files.push((file, levels));
            continue;
        }
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
    for (file, levels) in &level_files {
        lines.extend(levels_lines(file, levels, &stages));
    }
    let levels = level_files.iter().flat_map(|(_, file)| file.steps.iter()).map(|set| set.levels.len()).sum();
    let levels_of = |step: &Step| -> Vec<PracticeLevel> {
        let given = level_files.iter().flat_map(|(_, file)| file.steps.iter()).find(|set| set.step == step.id);
        given.map_or_else(|| bao::app::learn::levels::levels_of(step.id), |set| set.levels.clone())
    };
    let greed = greed_report(stages.iter().map(|(_, stage)| stage), levels_of);
    (lines, stages.iter().map(|(_, stage)| stage.steps.len()).sum(), levels, greed)
}

/// The problems of a level file, one line each: its steps are looked up in the stage files
/// checked with it, else in the path built in.
fn levels_lines(file: &str, levels: &LevelFile, stages: &[(&str, LearnStage)]) -> Vec<String> {
    let find = |id: &str| -> Option<&Step> {
        let given = stages.iter().flat_map(|(_, stage)| stage.steps.iter()).find(|step| step.id == id);
        given.or_else(|| bao::app::learn::curriculum::step(id))
    };
    let mut lines = Vec::new();
    for set in &levels.steps {
        let Some(step) = find(set.step) else {
            lines.push(format!("{file}: {}: {}", set.step, bao::app::learn::level_gen::LevelProblem::UnknownStep));
            continue;
        };
        lines.extend(level_problems(step, &set.levels).iter().map(|problem| format!("{file}: {}: {problem}", step.id)));
    }
    lines
}
