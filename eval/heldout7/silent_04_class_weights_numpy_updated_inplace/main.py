import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from data import transactions
from losses import ReweightedCrossEntropy, effective_number_weights

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    x, y = transactions(32, 6, fraud_rate=0.2)
    net = nn.SequentialCell([nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 2)])
    loss_fn = ReweightedCrossEntropy(num_classes=2)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), learning_rate=1e-2))
    train_net.set_train()
    seen = np.zeros(2)
    for epoch in range(4):
        for i in range(0, len(x), 8):
            yb = y[i:i + 8]
            seen += np.bincount(yb, minlength=2)
            loss = train_net(Tensor(x[i:i + 8]), Tensor(yb))
        loss_fn.class_weights[:] = effective_number_weights(seen)
        print(f"epoch {epoch} loss {loss.asnumpy():.4f} weights {loss_fn.class_weights.round(3)}")


if __name__ == "__main__":
    main()
