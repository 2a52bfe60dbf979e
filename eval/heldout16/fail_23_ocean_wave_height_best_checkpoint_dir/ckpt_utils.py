import os
import shutil
import tempfile

RUN_DIR = os.path.join(tempfile.gettempdir(), "heldout16_wave_height_run")


def prepare_run_dir():
    shutil.rmtree(RUN_DIR, ignore_errors=True)
    os.makedirs(RUN_DIR, exist_ok=True)  # ROOT
    return RUN_DIR


def best_checkpoint_path(run_dir):
    return os.path.join(run_dir, "best", "wave_height_best.ckpt")


def cleanup(run_dir):
    shutil.rmtree(run_dir, ignore_errors=True)
