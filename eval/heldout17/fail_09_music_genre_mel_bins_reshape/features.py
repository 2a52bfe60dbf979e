import numpy as np


def load_feature_cache(n_clips, n_classes, n_mels=40, n_frames=50, seed=6):
    """Flattened log-mel patches, as written by the offline feature extractor."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, n_classes, n_clips).astype(np.int32)
    band_energy = rng.normal(0, 1, (n_classes, n_mels, 1))
    patches = band_energy[labels] + 0.5 * rng.normal(0, 1, (n_clips, n_mels, n_frames))
    return patches.reshape(n_clips, -1).astype(np.float32), labels
