throw new Error("crash");
