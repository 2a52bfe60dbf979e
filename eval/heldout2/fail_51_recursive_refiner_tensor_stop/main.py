import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

CFG = {"in_dim": 20, "state_dim": 32, "out_dim": 3, "tol": 1e-3, "max_iters": 6, "lr": 1e-3}


class IterativeRefiner(nn.Cell):
    """Refines a latent state until the update becomes small (cf. recurrent refinement in RAFT / IRR)."""

    def __init__(self, cfg):
        super().__init__()
        self.encode = nn.Dense(cfg["in_dim"], cfg["state_dim"])
        self.update = nn.SequentialCell(nn.Dense(2 * cfg["state_dim"], cfg["state_dim"]), nn.Tanh(),
                                        nn.Dense(cfg["state_dim"], cfg["state_dim"]))
        self.decode = nn.Dense(cfg["state_dim"], cfg["out_dim"])
        self.tol = cfg["tol"]
        self.max_iters = cfg["max_iters"]

    def refine(self, ctx, state, depth):
        delta = 0.5 * self.update(ops.concat((ctx, state), axis=-1))
        state = state + delta
        if ops.abs(delta).mean() < self.tol:  # ROOT
            return state
        return self.refine(ctx, state, depth + 1)

    def construct(self, x):
        ctx = ops.tanh(self.encode(x))
        state = ops.zeros_like(ctx)
        return self.decode(self.refine(ctx, state, 0))


def regression_data(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, CFG["in_dim"])).astype(np.float32)
    w = rng.standard_normal((CFG["in_dim"], CFG["out_dim"])).astype(np.float32)
    return x, np.tanh(x @ w).astype(np.float32)


net = IterativeRefiner(CFG)
loss_net = nn.WithLossCell(net, nn.MSELoss())
trainer = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), CFG["lr"]))
trainer.set_train()
x, y = regression_data()
for epoch in range(2):
    for i in range(0, len(x), 64):
        loss = trainer(ms.Tensor(x[i:i + 64]), ms.Tensor(y[i:i + 64]))
    print("epoch", epoch, "mse", loss)
