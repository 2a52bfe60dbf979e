import numpy as np

FEATURES = ["jet_pt", "jet_eta", "jet_mass", "n_constituents", "tau21", "tau32", "d2", "btag"]


def jets(n, seed=0):
    """Boosted top (1) vs QCD (0) jets, standardised substructure features."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(0, 1, (n, len(FEATURES)))
    x[:, 2] += 1.5 * labels
    x[:, 5] -= 1.0 * labels
    x[:, 7] += 0.8 * labels
    return x.astype(np.float32), labels
