import numpy as np
import mindspore as ms

from expert import collect
from policy import PolicyNet, build_bc_trainer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

BATCH = 32
EPOCHS = 2


def main():
    states, actions = collect(128)
    policy = PolicyNet()
    trainer = build_bc_trainer(policy, lr=3e-3)
    for epoch in range(EPOCHS):
        order = np.random.default_rng(epoch).permutation(len(states))
        losses = []
        for s in range(0, len(order), BATCH):
            idx = order[s:s + BATCH]
            losses.append(float(trainer(ms.Tensor(states[idx]), ms.Tensor(actions[idx]))))
        print(f"epoch {epoch} bc loss {np.mean(losses):.4f}")
    acc = (policy(ms.Tensor(states)).argmax(-1).asnumpy() == actions).mean()
    print(f"imitation accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
