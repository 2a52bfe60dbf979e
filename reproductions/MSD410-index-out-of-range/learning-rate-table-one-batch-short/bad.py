"""A crop-yield regressor is trained with Model.train and a per-step learning-rate table from
nn.exponential_decay_lr. A helper module counts the steps per epoch as `rows // batch_size`,
but the dataset keeps its smaller last batch, so every epoch takes one step more than counted.
The optimizer reads its table past the end in the last epoch; the line to change is where the
steps per epoch were counted."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

from lr_tables import decay_table

ms.set_context(mode=ms.GRAPH_MODE)

ROWS, BATCH, EPOCHS = 20, 8, 2

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    features = rng.random((ROWS, 4)).astype(np.float32)
    yields = rng.random((ROWS, 1)).astype(np.float32)
    data = ds.NumpySlicesDataset({"x": features, "y": yields}, shuffle=False).batch(BATCH)
    net = nn.Dense(4, 1)
    table = decay_table(ROWS, BATCH, EPOCHS)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=table))
    model.train(EPOCHS, data, dataset_sink_mode=False)
    print("trained", len(table), "steps")
