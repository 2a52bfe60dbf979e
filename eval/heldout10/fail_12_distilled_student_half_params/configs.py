from dataclasses import dataclass

import mindspore as ms


@dataclass(frozen=True)
class TeacherConfig:
    in_dim: int = 20
    hidden: int = 128
    n_classes: int = 6


@dataclass(frozen=True)
class StudentConfig:
    in_dim: int = 20
    hidden: int = 24
    n_classes: int = 6
    param_dtype: object = ms.float16  # ROOT


@dataclass(frozen=True)
class DistillConfig:
    temperature: float = 4.0
    alpha: float = 0.7
    lr: float = 1e-3
    steps: int = 3
    batch: int = 16
