import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from config import MODEL_CFG, TRAIN_CFG
from models import SimCLR

ms.set_context(mode=ms.GRAPH_MODE)


class NTXentLoss(nn.Cell):
    def __init__(self, model, temperature):
        super().__init__()
        self.model = model
        self.t = temperature
        self.ce = nn.CrossEntropyLoss()

    def construct(self, view_a, view_b):
        z = ops.concat((self.model(view_a), self.model(view_b)), axis=0)
        n = view_a.shape[0]
        sim = ops.matmul(z, z.T) / self.t
        sim = sim - ops.eye(2 * n, 2 * n, ms.float32) * 1e9
        targets = ops.concat((ops.arange(n, 2 * n), ops.arange(0, n))).astype(ms.int32)
        return self.ce(sim, targets)


def augment(rng, images):
    flip = images[:, :, :, ::-1] if rng.random() < 0.5 else images
    jitter = rng.normal(0, 0.05, size=images.shape).astype(np.float32)
    return Tensor(np.ascontiguousarray(flip) + jitter)


rng = np.random.default_rng(0)
loss_net = NTXentLoss(SimCLR(MODEL_CFG), TRAIN_CFG["temperature"])
opt = nn.Adam(loss_net.trainable_params(), learning_rate=TRAIN_CFG["lr"])
step = nn.TrainOneStepCell(loss_net, opt)
step.set_train()
bs, sz = TRAIN_CFG["batch_size"], TRAIN_CFG["image_size"]
for it in range(TRAIN_CFG["steps"]):
    images = rng.random((bs, 3, sz, sz), dtype=np.float32)
    loss = step(augment(rng, images), augment(rng, images))
    print(f"step {it}: nt-xent {loss.asnumpy():.4f}")
