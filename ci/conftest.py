import os

# MindSpore reads its log level once, when it is imported: keep INFO and WARNING logs out of the output.
os.environ.setdefault("GLOG_v", "3")
