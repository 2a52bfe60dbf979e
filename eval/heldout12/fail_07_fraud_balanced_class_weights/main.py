import numpy as np
import mindspore as ms
from mindspore import nn

from losses import build_loss
from tabnet_lite import FraudMLP
from utils import standardize, to_tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)

NUM_FEATURES = 12
BATCH = 32


def transactions(n, rng, fraud_rate=0.08):
    y = (rng.random(n) < fraud_rate).astype(np.int32)
    x = rng.normal(size=(n, NUM_FEATURES))
    x[:, :3] += y[:, None] * 1.5         # amount, velocity, distance look odd for fraud
    return x.astype(np.float32), y


def main():
    rng = np.random.default_rng(4)
    x_tr, y_tr = transactions(256, rng)
    x_te, y_te = transactions(64, rng)
    x_tr, x_te = standardize(x_tr, x_te)
    net = FraudMLP(NUM_FEATURES)
    loss_fn = build_loss(y_tr, num_classes=2, label_smoothing=0.05)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train.set_train()
    for epoch in range(3):
        perm = rng.permutation(len(x_tr))
        losses = []
        for i in range(0, len(perm) - BATCH + 1, BATCH):
            idx = perm[i:i + BATCH]
            losses.append(train(to_tensor(x_tr[idx]), to_tensor(y_tr[idx], ms.int32)).asnumpy())
        print(f"epoch {epoch} weighted loss {np.mean(losses):.4f}")
    net.set_train(False)
    pred = net(to_tensor(x_te)).argmax(axis=1).asnumpy()
    print("recall on fraud:", float(((pred == 1) & (y_te == 1)).sum() / max(1, (y_te == 1).sum())))


if __name__ == "__main__":
    main()
