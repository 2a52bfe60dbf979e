import numpy as np

import config


def pose_clips(rng):
    clips, labels = [], []
    base = rng.normal(0, 0.2, 2 * config.KEYPOINTS)
    for i in range(config.N_CLIPS):
        ex = i % len(config.EXERCISES)
        t = np.linspace(0, 2 * np.pi * (1 + ex * 0.5), config.CLIP_FRAMES)[:, None]
        joint_phase = np.linspace(0, np.pi * ex, 2 * config.KEYPOINTS)[None, :]
        motion = 0.3 * np.sin(t + joint_phase)
        clips.append(base + motion + rng.normal(0, 0.02, motion.shape))
        labels.append(ex)
    return np.asarray(clips, np.float32), np.asarray(labels, np.int32)
