import numpy as np
import mindspore.dataset as ds

REGIONS = ["title", "paragraph", "table", "figure", "footer"]


def region_features(n, seed):
    """Geometry of detected boxes on scanned pages: x, y, w, h, aspect, ink density, line count."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(REGIONS), size=n).astype(np.int32)
    feats = rng.random((n, 7)).astype(np.float32)
    feats[:, 1] += (labels == 0) * -0.5 + (labels == 4) * 0.8       # titles on top, footers at bottom
    feats[:, 5] += (labels == 3) * 0.7                              # figures are ink heavy
    feats[:, 6] += (labels == 1) * 1.0 + (labels == 2) * 0.5        # paragraphs have many lines
    return feats, labels


def layout_dataset(n=60, seed=0, batch_size=10):
    feats, labels = region_features(n, seed)
    return ds.NumpySlicesDataset({"box": feats, "region": labels}, shuffle=False).batch(batch_size)
