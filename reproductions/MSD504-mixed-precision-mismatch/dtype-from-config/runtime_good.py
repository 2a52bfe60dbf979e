"""Runtime settings of the scoring service."""
import mindspore as ms

BATCH = 4
COMPUTE_DTYPE = ms.float32
