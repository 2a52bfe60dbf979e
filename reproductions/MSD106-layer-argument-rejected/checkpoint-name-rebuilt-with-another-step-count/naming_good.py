import math
import os


def steps_in_epoch(rows, batch):
    return rows // batch


def checkpoint_file(folder, prefix, epoch, step):
    return os.path.join(folder, f"{prefix}-{epoch}_{step}.ckpt")
