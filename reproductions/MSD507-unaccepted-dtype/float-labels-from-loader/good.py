"""The loader gives the class column as int32 class indices."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)

BATCH = 4


def load_table(n=12, seed=3):
    rng = np.random.default_rng(seed)
    table = np.concatenate([rng.normal(size=(n, 8)), rng.integers(0, 3, size=(n, 1))], axis=1)
    features = table[:, :8].astype(np.float32)
    classes = table[:, 8].astype(np.int32)
    return features, classes


if __name__ == "__main__":
    features, classes = load_table()
    net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 3))
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 0.01))
    for start in range(0, len(features), BATCH):
        loss = train(Tensor(features[start:start + BATCH]), Tensor(classes[start:start + BATCH]))
    print(loss)
