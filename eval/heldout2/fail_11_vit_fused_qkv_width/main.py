import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import TruncatedNormal, initializer

ms.set_context(mode=ms.GRAPH_MODE)


class Attention(nn.Cell):
    def __init__(self, dim, num_heads=4, qkv_bias=True):
        super().__init__()
        self.dim = dim
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(dim, dim * 2, has_bias=qkv_bias)  # ROOT
        self.proj = nn.Dense(dim, dim)

    def _heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, n, c = x.shape
        q, k, v = ops.split(self.qkv(x), self.dim, axis=-1)
        q, k, v = self._heads(q), self._heads(k), self._heads(v)
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-2, -1)) * self.scale, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, c)
        return self.proj(out)


class EncoderBlock(nn.Cell):
    def __init__(self, dim, heads, mlp_ratio=4):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.attn = Attention(dim, heads)
        self.norm2 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim * mlp_ratio), nn.GELU(), nn.Dense(dim * mlp_ratio, dim)])

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class MiniViT(nn.Cell):
    def __init__(self, image_size=32, patch=4, dim=96, depth=2, heads=4, num_classes=10):
        super().__init__()
        n_patches = (image_size // patch) ** 2
        self.patch_embed = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True)
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, dim)), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, n_patches + 1, dim)), name="pos_embed")
        self.blocks = nn.SequentialCell([EncoderBlock(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,), epsilon=1e-6)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, x):
        x = self.patch_embed(x)
        b, c = x.shape[0], x.shape[1]
        x = x.reshape(b, c, -1).transpose(0, 2, 1)
        cls = ops.broadcast_to(self.cls_token, (b, -1, -1))
        x = ops.concat((cls, x), axis=1) + self.pos_embed
        x = self.norm(self.blocks(x))
        return self.head(x[:, 0])


rng = np.random.default_rng(0)
images = rng.random((64, 3, 32, 32), dtype=np.float32)
labels = rng.integers(0, 10, size=64).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(16)

net = MiniViT()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
model = ms.train.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
model.train(2, train_ds, callbacks=[ms.train.LossMonitor(2)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
