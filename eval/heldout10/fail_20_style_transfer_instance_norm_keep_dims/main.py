import numpy as np
import mindspore as ms
from mindspore import nn

from transformer_net import StyleNet
from losses import PerceptualLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

N_STYLES = 3
BATCH = 2
SIZE = 16


def main():
    rng = np.random.default_rng(0)
    styles = rng.uniform(-1, 1, size=(N_STYLES, 3, SIZE, SIZE)).astype(np.float32)
    net = StyleNet(N_STYLES)
    loss_net = PerceptualLoss(net)
    train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for it in range(3):
        content = rng.uniform(-1, 1, size=(BATCH, 3, SIZE, SIZE)).astype(np.float32)
        sid = rng.integers(0, N_STYLES, size=BATCH).astype(np.int32)
        loss = train(ms.Tensor(content), ms.Tensor(styles[sid]), ms.Tensor(sid))
        print(f"iter {it} perceptual loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
