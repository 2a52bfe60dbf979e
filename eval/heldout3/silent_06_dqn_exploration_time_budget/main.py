import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from agent import Agent

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def env_step(obs, action, rng):
    time.sleep(0.4)  # stand-in for a slow simulator
    return obs * 0.9 + rng.standard_normal(obs.shape).astype(np.float32) * 0.1


def main():
    rng = np.random.default_rng(0)
    agent = Agent(obs_dim=4, n_actions=3, explore_seconds=1.0)
    obs = rng.standard_normal((1, 4)).astype(np.float32)
    explored = 0
    for t in range(5):
        noise = ms.Tensor(rng.random(1).astype(np.float32))
        action, was_random = agent(ms.Tensor(obs), noise)
        explored += int(was_random)
        obs = env_step(obs, action, rng)
    print(f"random actions: {explored} of 5")


if __name__ == "__main__":
    main()
