from mindspore import nn


def species_mlp(n_features, n_species, hidden=64, dropout=0.2):
    return nn.SequentialCell(
        nn.Dense(n_features, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(p=dropout),
        nn.Dense(hidden, hidden), nn.ReLU(),
        nn.Dense(hidden, n_species),
    )
