import numpy as np
from mindspore import Tensor, nn, ops


class JigsawShuffle(nn.Cell):
    """Self-supervised pretext task: shuffle the patches of each image and predict the order."""

    def __init__(self, num_patches):
        super().__init__()
        self.num_patches = num_patches

    def construct(self, patches):
        perm = np.random.permutation(self.num_patches)  # ROOT
        order = Tensor(perm.astype(np.int32))
        return ops.gather(patches, order, 1), order


class OrderPredictor(nn.Cell):
    def __init__(self, num_patches, patch_dim):
        super().__init__()
        self.shuffle = JigsawShuffle(num_patches)
        self.encode = nn.Dense(patch_dim, 8)
        self.head = nn.Dense(8, num_patches)

    def construct(self, patches):
        shuffled, order = self.shuffle(patches)
        logits = self.head(ops.relu(self.encode(shuffled)))
        return logits, order
