import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import MoEClassifier

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = dict(in_dim=10, d_model=16, d_ff=32, num_experts=4, num_classes=3)


def make_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, SETTINGS["in_dim"])).astype(np.float32)
    y = (x[:, :3].argmax(axis=1)).astype(np.int32)
    return Tensor(x), Tensor(y)


def main():
    net = MoEClassifier(**SETTINGS)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3))
    train_net.set_train()
    x, y = make_data(12)
    for step in range(3):
        print(f"step {step} loss {train_net(x, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
