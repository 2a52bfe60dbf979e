import math
import os


def steps_per_epoch(num_samples, batch_size):
    return math.ceil(num_samples / batch_size)  # ROOT


def final_checkpoint_path(ckpt_dir, prefix, epochs, steps):
    return os.path.join(ckpt_dir, f"{prefix}-{epochs}_{steps}.ckpt")
