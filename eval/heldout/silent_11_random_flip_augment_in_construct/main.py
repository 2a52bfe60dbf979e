import random
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class AugmentAndClassify(nn.Cell):
    """GPU-side augmentation fused into the model: random horizontal flip + random crop offset."""

    def __init__(self, n_cls=4, crop=12):
        super().__init__()
        self.crop = crop
        self.features = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.fc = nn.Dense(8, n_cls)

    def construct(self, img):
        if self.training:
            if random.choice([True, False]):  # ROOT
                img = ops.flip(img, (3,))
            off = random.randint(0, img.shape[-1] - self.crop)
            img = img[:, :, off:off + self.crop, off:off + self.crop]
        return self.fc(self.features(img).flatten(start_dim=1)), img


ms.set_context(mode=ms.GRAPH_MODE)
net = AugmentAndClassify()
net.set_train(True)
batch = ms.Tensor(np.random.rand(2, 3, 16, 16).astype(np.float32))
views = [net(batch)[1].asnumpy() for _ in range(6)]
print("distinct augmented views:", len({v.tobytes() for v in views}), "of", len(views))
