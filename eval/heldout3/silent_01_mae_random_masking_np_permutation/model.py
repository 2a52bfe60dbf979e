import numpy as np
import mindspore as ms
from mindspore import nn, ops


class PatchMasker(nn.Cell):
    """MAE-style random masking: keep a random subset of patches for the encoder."""

    def __init__(self, num_patches, mask_ratio):
        super().__init__()
        self.num_patches = num_patches
        self.keep = int(num_patches * (1 - mask_ratio))

    def construct(self, patches):
        order = np.random.permutation(self.num_patches)[: self.keep]  # ROOT
        keep_ids = ms.Tensor(order, ms.int32)
        return ops.gather(patches, keep_ids, 1), keep_ids


class TinyMAEEncoder(nn.Cell):
    def __init__(self, patch_dim=12, dim=8, num_patches=8, mask_ratio=0.5):
        super().__init__()
        self.masker = PatchMasker(num_patches, mask_ratio)
        self.embed = nn.Dense(patch_dim, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, patches):
        visible, keep_ids = self.masker(patches)
        return self.norm(self.embed(visible)), keep_ids
