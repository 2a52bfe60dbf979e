import numpy as np


def pca_components(features, keep):
    """The top `keep` principal directions of `features`, one per row, as NumPy returns them."""
    centred = features - features.mean(axis=0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    return vt[:keep].astype(np.float32)
