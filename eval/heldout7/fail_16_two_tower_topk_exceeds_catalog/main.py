import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from config import TrainConfig, EvalConfig
from towers import TwoTower

ms.set_context(mode=ms.GRAPH_MODE)


def sample_pairs(cfg, seed):
    rng = np.random.default_rng(seed)
    users = rng.integers(0, cfg.num_users, size=cfg.batch_size).astype(np.int32)
    items = ((users * 3 + rng.integers(0, 2, size=cfg.batch_size)) % cfg.num_items).astype(np.int32)
    return users, items


def main():
    cfg = TrainConfig()
    net = TwoTower(cfg)
    ce = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=cfg.lr)

    def in_batch_softmax(users, items):
        logits = net(users, items)
        return ce(logits, ops.arange(logits.shape[0], dtype=ms.int32))

    grad_fn = ms.value_and_grad(in_batch_softmax, None, optimizer.parameters)

    @ms.jit
    def train_step(users, items):
        loss, grads = grad_fn(users, items)
        optimizer(grads)
        return loss

    @ms.jit
    def recommend(users, all_items, seen_mask):
        scores = net(users, all_items)
        scores = ops.masked_fill(scores, seen_mask, -1e4)
        return ops.topk(scores, EvalConfig.top_k)[1]

    net.set_train()
    seen = np.zeros((cfg.num_users, cfg.num_items), bool)
    for step in range(cfg.steps):
        users, items = sample_pairs(cfg, step)
        seen[users, items] = True
        print(f"step {step} loss {train_step(Tensor(users), Tensor(items)).asnumpy():.4f}")

    net.set_train(False)
    all_users = Tensor(np.arange(cfg.num_users, dtype=np.int32))
    all_items = Tensor(np.arange(cfg.num_items, dtype=np.int32))
    mask = Tensor(seen if EvalConfig.exclude_seen else np.zeros_like(seen))
    recs = recommend(all_users, all_items, mask).asnumpy()
    for u in range(3):
        print(f"user {u}: {recs[u][:5].tolist()}")


if __name__ == "__main__":
    main()
