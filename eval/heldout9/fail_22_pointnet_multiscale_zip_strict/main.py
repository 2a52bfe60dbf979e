import numpy as np
import mindspore as ms
from mindspore import nn

from model import MultiScalePointNet


def sample_shapes(rng, n, num_points=128):
    labels = rng.integers(0, 3, size=n)
    pts = rng.standard_normal((n, num_points, 3))
    pts /= np.linalg.norm(pts, axis=-1, keepdims=True)
    pts[labels == 1, :, 2] *= 0.2
    pts[labels == 2] = rng.uniform(-1, 1, size=(int((labels == 2).sum()), num_points, 3))
    return pts.astype(np.float32), labels.astype(np.int32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = MultiScalePointNet(3)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        pts, labels = sample_shapes(rng, 16)
        print(f"step {step} loss {float(train(ms.Tensor(pts), ms.Tensor(labels))):.4f}")


if __name__ == "__main__":
    main()
