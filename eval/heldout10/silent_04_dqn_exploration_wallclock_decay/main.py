import numpy as np
import mindspore as ms
from mindspore import nn

from bandit_env import ContextualBandit
from agent import QNet, EpsilonGreedy, QRegression

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    env = ContextualBandit()
    qnet = QNet(env.n_arms, env.n_arms)
    policy = EpsilonGreedy(qnet, env.n_arms)
    learner = nn.TrainOneStepCell(QRegression(qnet), nn.Adam(qnet.trainable_params(), 1e-2))
    learner.set_train()
    for rnd in range(5):
        eps_seen = []
        for _ in range(4):
            ctx = env.observe(16)
            arms, eps = policy(ms.Tensor(ctx))
            reward = env.pull(ctx, arms.asnumpy())
            learner(ms.Tensor(ctx), arms, ms.Tensor(reward))
            eps_seen.append(float(eps))
        print(f"round {rnd} epsilon {np.mean(eps_seen):.2f}")


if __name__ == "__main__":
    main()
