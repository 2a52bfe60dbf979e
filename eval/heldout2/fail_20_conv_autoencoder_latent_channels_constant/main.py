import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as C
from models import DenoisingAE

ms.set_context(mode=ms.GRAPH_MODE)


def shapes_dataset(rng, n):
    yy, xx = np.mgrid[:C.IMAGE_SIZE, :C.IMAGE_SIZE]
    imgs = np.zeros((n, C.IN_CHANNELS, C.IMAGE_SIZE, C.IMAGE_SIZE), np.float32)
    for i in range(n):
        cx, cy, r = rng.integers(16, 48, size=2).tolist() + [rng.integers(6, 14)]
        imgs[i, 0] = ((xx - cx) ** 2 + (yy - cy) ** 2 < r ** 2).astype(np.float32)
    return imgs


class ReconLoss(nn.Cell):
    def __init__(self, ae):
        super().__init__(auto_prefix=False)
        self.ae = ae
        self.mse = nn.MSELoss()

    def construct(self, noisy, clean):
        return self.mse(self.ae(noisy), clean)


rng = np.random.default_rng(0)
clean_all = shapes_dataset(rng, 128)
ae = DenoisingAE()
train = nn.TrainOneStepCell(ReconLoss(ae), nn.Adam(ae.trainable_params(), learning_rate=C.LEARNING_RATE))
train.set_train()
for epoch in range(2):
    for i in range(0, len(clean_all), C.BATCH_SIZE):
        clean = clean_all[i:i + C.BATCH_SIZE]
        noisy = np.clip(clean + rng.normal(0, C.NOISE_STD, clean.shape), 0, 1).astype(np.float32)
        loss = train(Tensor(noisy), Tensor(clean))
    print(f"epoch {epoch}: recon mse {loss.asnumpy():.5f}")
