import glob
import os


def latest_checkpoint(ckpt_dir, prefix):
    files = glob.glob(os.path.join(ckpt_dir, f"{prefix}-*.ckpt"))
    return max(files, key=os.path.getmtime) if files else None


def epoch_of(ckpt_path):
    """ModelCheckpoint names files '<prefix>-<epoch>_<step>.ckpt'."""
    stem = os.path.basename(ckpt_path)[: -len(".ckpt")]
    epoch_step = stem.split("-")[-1]
    return int(epoch_step.split("_")[-1])  # ROOT
