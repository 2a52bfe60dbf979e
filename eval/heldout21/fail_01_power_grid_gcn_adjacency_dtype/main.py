import mindspore as ms
from mindspore import nn

import config as cfg
from grid import build_adjacency, load_snapshots
from model import VoltageGCN

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(cfg.SEED)

adj = build_adjacency(cfg.LINES, cfg.N_BUSES)
snapshots = load_snapshots(8, cfg.N_BUSES, cfg.N_FEATURES, cfg.SEED)

net = VoltageGCN(cfg.N_FEATURES, cfg.HIDDEN)
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)


def forward(x, y):
    return loss_fn(net(x, adj), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


for epoch in range(cfg.EPOCHS):
    total = 0.0
    for x, y in snapshots:
        total += float(train_step(x, y).asnumpy())
    print(f"epoch {epoch}: mse {total / len(snapshots):.6f}")
