import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class PatchEmbed(nn.Cell):
    def __init__(self, patch, dim):
        super().__init__()
        self.patch = patch
        self.proj = nn.Dense(patch * patch, dim)

    def patchify(self, img):
        b, _, h, w = img.shape
        p = self.patch
        x = img.reshape(b, h // p, p, w // p, p).transpose(0, 1, 3, 2, 4)
        return x.reshape(b, (h // p) * (w // p), p * p)

    def construct(self, img):
        patches = self.patchify(img)
        return self.proj(patches), patches


class MaskedAutoencoder(nn.Cell):
    def __init__(self, image=16, patch=4, dim=24, mask_ratio=0.75):
        super().__init__()
        self.num_patches = (image // patch) ** 2
        self.num_keep = int(self.num_patches * (1 - mask_ratio))
        self.embed = PatchEmbed(patch, dim)
        self.encoder = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, dim))
        self.mask_token = ms.Parameter(Tensor(np.zeros((1, 1, dim), np.float32)), name="mask_token")
        self.decoder = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, patch * patch))

    def random_masking(self):
        order = np.random.permutation(self.num_patches)  # ROOT
        keep = np.sort(order[: self.num_keep])
        visible = np.zeros(self.num_patches, np.float32)
        visible[keep] = 1.0
        return Tensor(keep.astype(np.int32)), Tensor(visible)

    def construct(self, img):
        tokens, patches = self.embed(img)
        keep, visible = self.random_masking()
        latent = self.encoder(ops.gather(tokens, keep, 1))
        b, n, d = tokens.shape
        full = ops.broadcast_to(self.mask_token, (b, n, d))
        full = ops.tensor_scatter_elements(
            full, ops.broadcast_to(keep.reshape(1, -1, 1), (b, self.num_keep, d)), latent, axis=1
        )
        recon = self.decoder(full)
        err = ((recon - patches) ** 2).mean(axis=-1)
        masked = 1.0 - visible
        loss = (err * masked).sum() / (masked.sum() * b)
        return loss, keep
