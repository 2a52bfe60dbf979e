"""A rainfall nowcaster reads radar sweeps and rain-gauge totals from a dataset whose `map`
renames the standardised sweeps. The settings module names the columns both sides agree on; the
`map` writes its output column as a literal instead, so the training loop's
`batch[RADAR_COLUMN]` raises KeyError. The line to change is the `map`'s output column."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

import rainfall_settings_good as settings

ms.set_context(mode=ms.GRAPH_MODE)


def sweeps(n):
    rng = np.random.default_rng(5)
    for _ in range(n):
        yield rng.random(16).astype(np.float32), rng.random(1).astype(np.float32)


def standardize(sweep):
    return ((sweep - sweep.mean()) / (sweep.std() + 1e-6)).astype(np.float32)


def radar_loader(n):
    data = ds.GeneratorDataset(lambda: sweeps(n), column_names=["raw", settings.GAUGE_COLUMN])
    data = data.map(operations=standardize, input_columns=["raw"], output_columns=[settings.RADAR_COLUMN])
    return data.batch(settings.BATCH)


def train(epochs):
    net = nn.Dense(16, 1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
    loader = radar_loader(8)
    for _ in range(epochs):
        for batch in loader.create_dict_iterator(num_epochs=1):
            print(step(batch[settings.RADAR_COLUMN], batch[settings.GAUGE_COLUMN]))


if __name__ == "__main__":
    train(1)
