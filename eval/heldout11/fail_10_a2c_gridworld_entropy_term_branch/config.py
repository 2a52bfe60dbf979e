from dataclasses import dataclass


@dataclass
class A2CConfig:
    grid: int = 4
    hidden: int = 32
    gamma: float = 0.95
    rollout_len: int = 8
    num_envs: int = 4
    lr: float = 7e-4
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    ent_decay: float = 0.5
    updates: int = 3
