import numpy as np


def segment_indices(num_frames, num_segments):
    seg_len = num_frames / num_segments
    return np.linspace(seg_len / 2, num_frames - seg_len / 2, num_segments).round()  # ROOT


def synth_clips(rng, n, frames, size, n_classes):
    labels = rng.integers(0, n_classes, n).astype(np.int32)
    t = np.linspace(0, 2 * np.pi, frames, dtype=np.float32)
    motion = np.sin(t[None, :] * (1 + labels[:, None]))[:, :, None, None, None]
    clips = rng.normal(0.4, 0.1, (n, frames, 3, size, size)) + 0.2 * motion
    return clips.astype(np.float32), labels
