import numpy as np
import mindspore as ms
from mindspore import nn, ops

PATCH, IMG, DIM = 4, 16, 24
N_PATCH = (IMG // PATCH) ** 2


class MaskedAutoencoder(nn.Cell):
    def __init__(self, mask_ratio=0.75):
        super().__init__()
        self.mask_ratio = mask_ratio
        self.patchify = nn.Conv2d(3, DIM, PATCH, stride=PATCH)
        self.mask_token = ms.Parameter(ops.zeros((1, 1, DIM), ms.float32), name="mask_token")
        self.encoder = nn.TransformerEncoderLayer(DIM, 4, 48, batch_first=True)
        self.decoder = nn.Dense(DIM, PATCH * PATCH * 3)

    def construct(self, imgs):
        tokens = self.patchify(imgs).flatten(start_dim=2).swapaxes(1, 2)
        b = tokens.shape[0]
        keep = ms.Tensor(np.random.rand(b, N_PATCH) > self.mask_ratio)  # ROOT
        keep_f = keep.astype(ms.float32)[..., None]
        tokens = tokens * keep_f + self.mask_token * (1 - keep_f)
        pred = self.decoder(self.encoder(tokens))
        target = imgs.reshape(b, 3, IMG // PATCH, PATCH, IMG // PATCH, PATCH)
        target = target.transpose(0, 2, 4, 3, 5, 1).reshape(b, N_PATCH, -1)
        per_patch = ((pred - target) ** 2).mean(axis=-1)
        masked = 1 - keep_f.squeeze(-1)
        return (per_patch * masked).sum() / masked.sum(), masked


ms.set_context(mode=ms.GRAPH_MODE)
mae = MaskedAutoencoder()
imgs = ms.Tensor(np.random.rand(2, 3, IMG, IMG).astype(np.float32))
masks = []
for it in range(3):
    loss, masked = mae(imgs)
    masks.append(masked.asnumpy())
    print(f"iter {it}: loss={float(loss):.4f} masked patches={int(masked.sum())}")
print("mask identical across iterations:", all((m == masks[0]).all() for m in masks))
