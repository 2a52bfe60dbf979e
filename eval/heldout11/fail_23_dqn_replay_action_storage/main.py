import mindspore as ms

from agent import DQNAgent
from config import DQNConfig
from env import Corridor
from replay import ReplayBuffer

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    cfg = DQNConfig()
    env = Corridor(cfg.corridor_len)
    buffer = ReplayBuffer(cfg.buffer_size, cfg.corridor_len)
    agent = DQNAgent(cfg, cfg.corridor_len)
    updates = 0
    for episode in range(cfg.episodes):
        obs = env.reset()
        ret, losses = 0.0, []
        for _ in range(cfg.max_steps):
            action = agent.act(obs)
            next_obs, reward, done = env.step(action)
            buffer.add(obs, action, reward, next_obs, done)
            obs, ret = next_obs, ret + reward
            if buffer.size >= cfg.warmup:
                losses.append(agent.learn(buffer.sample(cfg.batch_size)))
                updates += 1
                if updates % cfg.target_sync == 0:
                    agent.sync()
            if done:
                break
        mean_loss = sum(losses) / len(losses) if losses else float("nan")
        print(f"episode {episode}: return {ret:.1f} td-loss {mean_loss:.4f} buffer {buffer.size}")


if __name__ == "__main__":
    main()
