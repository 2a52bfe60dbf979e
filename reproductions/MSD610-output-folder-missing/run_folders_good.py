"""Where a training run keeps its files: next to this module, one folder per run."""
import os
import shutil

RUNS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "msdiag_repro_runs")
RUN_DIR = os.path.join(RUNS, "ranker_good")


def start_run():
    shutil.rmtree(RUN_DIR, ignore_errors=True)
    os.makedirs(os.path.join(RUN_DIR, "epochs"), exist_ok=True)
    return RUN_DIR


def checkpoint_path(run_dir, epoch):
    return os.path.join(run_dir, "epochs", f"ranker_{epoch}.ckpt")


def end_run():
    shutil.rmtree(RUN_DIR, ignore_errors=True)
    try:
        os.rmdir(RUNS)  # when no other run uses it
    except OSError:
        pass
